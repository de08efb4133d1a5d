import { OIDC_FIELDS, type Configuration, type SaveConfigurationBody } from '../../contract/schemas/configuration';
import type { ServerConfig } from '../config';
import type { settingsRepo } from '../core/db/settings-repo';
import { AppError } from '../core/errors';
import { brandColorReadable } from './contrast';
import { ARCHIVE_DEFAULTS } from '../core/archive-defaults';

/** The uploaded logo: its file in the data folder is named after its content. */
export interface LogoRecord {
  type: string;
  hash: string;
}

/** Everything the configuration holds, the SMTP password and the client secret included (never answered). */
export type EffectiveConfiguration = Omit<
  Configuration,
  'smtpServerHasPassword' | 'appLogo' | 'oidcClientHasSecret' | 'oidcFromEnvironment'
> & {
  smtpServerPassword: string;
  oidcClientSecret: string;
  logo: LogoRecord | null;
  /** The single sign-on fields the environment sets (they win over saved values). */
  oidcFromEnvironment: Configuration['oidcFromEnvironment'];
};

/** What an administrator saved: only the fields they changed, so the others keep following the environment. */
type Saved = Partial<EffectiveConfiguration>;

/** The first values, from the environment (docs/configuration.md, "Environment variables"). */
export function environmentDefaults(config: ServerConfig): EffectiveConfiguration {
  return {
    appTitle: config.appTitle,
    logo: null,
    defaultLanguage: config.defaultLanguage,
    defaultTheme: config.defaultTheme,
    brandColor: null,
    ...ARCHIVE_DEFAULTS,
    bookmarkHoldMaxHours: 72,
    smtpServerEnabled: true,
    smtpServerHost: config.smtp?.host ?? '',
    smtpServerPort: config.smtp?.port ?? 587,
    smtpServerProtected: config.smtp?.secure ?? false,
    smtpServerUser: config.smtp?.user ?? '',
    smtpServerPassword: config.smtp?.password ?? '',
    smtpServerFrom: config.mailFrom,
    passwordResetAllowed: true,
    requireSecondFactor: 'none',
    auditLogsEnabled: true,
    auditLogsDisabledSince: null,
    auditLogsRetentionDays: 90,
    versionCheckUrl: config.versionCheckUrl,
    links: { documentation: config.links.documentation, site: null, pricing: config.links.pricing },
    oidcIssuer: '',
    oidcClientId: '',
    oidcClientSecret: '',
    oidcLabel: '',
    oidcAdminGroups: [],
    oidcReadonlyGroups: [],
    oidcGroupsClaim: 'groups',
    oidcFromEnvironment: OIDC_FIELDS.filter((field) => config.oidc[field] !== undefined),
  };
}

/** The address the console loads the logo from; the hash makes a new logo a new address. */
export function logoUrl(logo: LogoRecord | null): string | null {
  return logo ? `/v1/system/logo?v=${logo.hash}` : null;
}

/** The configuration as the admin page reads it: no password, only whether one is set. */
export function publicConfiguration(c: EffectiveConfiguration): Configuration {
  const { smtpServerPassword, oidcClientSecret, logo, ...rest } = c;
  return {
    ...rest,
    appLogo: logoUrl(logo),
    smtpServerHasPassword: smtpServerPassword !== '',
    oidcClientHasSecret: oidcClientSecret !== '',
  };
}

/** The saved fields applied over the current ones; a null SMTP password clears it. */
function merge(saved: Saved, body: SaveConfigurationBody, current: EffectiveConfiguration, now: number): Saved {
  const { links, smtpServerPassword, oidcClientSecret, ...fields } = body;
  const next: Saved = { ...saved, ...fields };
  // Since when the audit log is off: kept while it stays off, so the console can say it.
  if (body.auditLogsEnabled === false && current.auditLogsEnabled) {
    next.auditLogsDisabledSince = new Date(now).toISOString();
  } else if (body.auditLogsEnabled === true) {
    next.auditLogsDisabledSince = null;
  }
  if (links) next.links = { ...(saved.links ?? {}), ...links } as EffectiveConfiguration['links'];
  if (smtpServerPassword !== undefined) next.smtpServerPassword = smtpServerPassword ?? '';
  if (oidcClientSecret !== undefined) next.oidcClientSecret = oidcClientSecret ?? '';
  return next;
}

/**
 * Refuses a brand colour that either theme could not show readably, and a single sign-on field the
 * environment sets (the environment wins: a saved value would never apply).
 */
function check(body: SaveConfigurationBody, fromEnvironment: readonly string[]): void {
  const fixed = fromEnvironment.find((field) => (body as Record<string, unknown>)[field] !== undefined);
  if (fixed) {
    throw new AppError('ValidationError', `${fixed} is set by the environment`, {
      field: fixed,
      reason: 'setByEnvironment',
    });
  }
  if (body.brandColor && !brandColorReadable(body.brandColor)) {
    throw new AppError('ValidationError', 'The brand colour has too little contrast with a theme background', {
      field: 'brandColor',
      reason: 'brandColorContrast',
    });
  }
}

function parseSaved(text: string | null): Saved {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Saved) : {};
  } catch {
    return {};
  }
}

/**
 * The configuration kept in the database and applied at once: every reader asks `current()`,
 * so a save is seen by the next request. A field never saved follows its environment variable;
 * once saved, the saved value wins.
 */
export async function configurationStore(settings: ReturnType<typeof settingsRepo>, config: ServerConfig) {
  const defaults = environmentDefaults(config);
  let saved = parseSaved(await settings.get('configuration'));
  // The single sign-on fields the environment sets win over saved ones (docs/people.md#single-sign-on).
  const over = (next: Saved): EffectiveConfiguration => ({
    ...defaults,
    ...next,
    links: { ...defaults.links, ...(next.links ?? {}) },
    ...config.oidc,
    oidcFromEnvironment: defaults.oidcFromEnvironment,
  });
  const effective = () => over(saved);
  const checkBody = (body: SaveConfigurationBody) => check(body, defaults.oidcFromEnvironment);
  let cached = effective();

  const write = async (next: Saved, now: number) => {
    await settings.put('configuration', JSON.stringify(next), now);
    saved = next;
    cached = effective();
    return cached;
  };

  return {
    current: (): EffectiveConfiguration => cached,
    /** Reads the saved configuration again (another node of the cluster saved it). */
    async reload(): Promise<void> {
      saved = parseSaved(await settings.get('configuration'));
      cached = effective();
    },
    check: checkBody,
    /** What a change would make of the configuration, without applying it. */
    preview: (body: SaveConfigurationBody, now: number): EffectiveConfiguration =>
      over(merge(saved, body, cached, now)),
    /** Applies a change after checking it. */
    async save(body: SaveConfigurationBody, now: number): Promise<EffectiveConfiguration> {
      checkBody(body);
      return write(merge(saved, body, cached, now), now);
    },
    setLogo: (logo: LogoRecord | null, now: number) => write({ ...saved, logo }, now),
  };
}

export type ConfigurationStore = Awaited<ReturnType<typeof configurationStore>>;
