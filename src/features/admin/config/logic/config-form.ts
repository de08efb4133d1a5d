import type { Configuration, SaveConfigurationBody } from '@contract/index';

/** The form's values: free text where the contract has null, and the password write-only. */
export interface ConfigFormValues {
  appTitle: string;
  defaultLanguage: Configuration['defaultLanguage'];
  defaultTheme: Configuration['defaultTheme'];
  brandColor: string;
  archiveMaxDepthHours: number;
  archiveDownloadMaxSeconds: number;
  playlistMaxSeconds: number;
  rangesMaxSeconds: number;
  bookmarkHoldMaxHours: number;
  smtpServerEnabled: boolean;
  smtpServerHost: string;
  smtpServerPort: number;
  smtpServerProtected: boolean;
  smtpServerUser: string;
  smtpServerFrom: string;
  /** Empty: the saved password stays. */
  smtpServerPassword: string;
  /** Removes the saved password. */
  smtpServerPasswordClear: boolean;
  passwordResetAllowed: boolean;
  requireSecondFactor: Configuration['requireSecondFactor'];
  auditLogsEnabled: boolean;
  auditLogsRetentionDays: number;
  versionCheckUrl: string;
  links: { documentation: string; site: string; pricing: string };
  oidcIssuer: string;
  oidcClientId: string;
  /** Empty: the saved secret stays. */
  oidcClientSecret: string;
  /** Removes the saved secret. */
  oidcClientSecretClear: boolean;
  oidcLabel: string;
  /** Comma-separated group names. */
  oidcAdminGroups: string;
  oidcReadonlyGroups: string;
  oidcGroupsClaim: string;
}

const text = (value: string | null) => value ?? '';
const orNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

export function configValuesOf(c: Configuration): ConfigFormValues {
  return {
    appTitle: c.appTitle,
    defaultLanguage: c.defaultLanguage,
    defaultTheme: c.defaultTheme,
    brandColor: text(c.brandColor),
    archiveMaxDepthHours: c.archiveMaxDepthHours,
    archiveDownloadMaxSeconds: c.archiveDownloadMaxSeconds,
    playlistMaxSeconds: c.playlistMaxSeconds,
    rangesMaxSeconds: c.rangesMaxSeconds,
    bookmarkHoldMaxHours: c.bookmarkHoldMaxHours,
    smtpServerEnabled: c.smtpServerEnabled,
    smtpServerHost: c.smtpServerHost,
    smtpServerPort: c.smtpServerPort,
    smtpServerProtected: c.smtpServerProtected,
    smtpServerUser: c.smtpServerUser,
    smtpServerFrom: c.smtpServerFrom,
    smtpServerPassword: '',
    smtpServerPasswordClear: false,
    passwordResetAllowed: c.passwordResetAllowed,
    requireSecondFactor: c.requireSecondFactor,
    auditLogsEnabled: c.auditLogsEnabled,
    auditLogsRetentionDays: c.auditLogsRetentionDays,
    versionCheckUrl: text(c.versionCheckUrl),
    links: {
      documentation: text(c.links.documentation),
      site: text(c.links.site),
      pricing: text(c.links.pricing),
    },
    oidcIssuer: c.oidcIssuer,
    oidcClientId: c.oidcClientId,
    oidcClientSecret: '',
    oidcClientSecretClear: false,
    oidcLabel: c.oidcLabel,
    oidcAdminGroups: c.oidcAdminGroups.join(', '),
    oidcReadonlyGroups: c.oidcReadonlyGroups.join(', '),
    oidcGroupsClaim: c.oidcGroupsClaim,
  };
}

/** Group names typed comma-separated: trimmed, empty ones dropped. */
export function groupList(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((g) => g.trim())
    .filter(Boolean);
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** Single sign-on's fields; one the environment sets is never sent (docs/people.md#single-sign-on). */
function ssoBody(saved: Configuration, values: Partial<ConfigFormValues>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const fixed = new Set<string>(saved.oidcFromEnvironment);
  // A field ProForm dropped is empty: clearing the issuer turns single sign-on off.
  for (const key of ['oidcIssuer', 'oidcClientId', 'oidcLabel', 'oidcGroupsClaim'] as const) {
    const value = (values[key] ?? '').trim();
    // The groups claim cannot be empty: left empty, it keeps its saved name.
    if (key === 'oidcGroupsClaim' && !value) continue;
    if (!fixed.has(key) && value !== saved[key]) body[key] = value;
  }
  for (const key of ['oidcAdminGroups', 'oidcReadonlyGroups'] as const) {
    const list = groupList(values[key]);
    if (!fixed.has(key) && !sameList(list, saved[key])) body[key] = list;
  }
  if (!fixed.has('oidcClientSecret')) {
    if (values.oidcClientSecretClear) body.oidcClientSecret = null;
    else if (values.oidcClientSecret) body.oidcClientSecret = values.oidcClientSecret;
  }
  return body;
}

const SAME_AS_CONTRACT = [
  'appTitle',
  'defaultLanguage',
  'defaultTheme',
  'archiveMaxDepthHours',
  'archiveDownloadMaxSeconds',
  'playlistMaxSeconds',
  'rangesMaxSeconds',
  'bookmarkHoldMaxHours',
  'smtpServerEnabled',
  'smtpServerHost',
  'smtpServerPort',
  'smtpServerProtected',
  'smtpServerUser',
  'smtpServerFrom',
  'passwordResetAllowed',
  'requireSecondFactor',
  'auditLogsEnabled',
  'auditLogsRetentionDays',
] as const;

/**
 * What to send: only the fields that differ from the saved configuration (a save never
 * overwrites what another administrator changed meanwhile in a field this one did not touch).
 * Null when nothing changed. Fields the form left out (ProForm drops empty ones) count as empty.
 */
export function configBody(saved: Configuration, values: Partial<ConfigFormValues>): SaveConfigurationBody | null {
  const body: Record<string, unknown> = {};
  for (const key of SAME_AS_CONTRACT) {
    const value = values[key];
    if (value !== undefined && value !== saved[key]) body[key] = typeof value === 'string' ? value.trim() : value;
  }
  const brandColor = orNull(values.brandColor);
  if (brandColor?.toLowerCase() !== saved.brandColor?.toLowerCase()) body.brandColor = brandColor;
  const versionCheckUrl = orNull(values.versionCheckUrl);
  if (versionCheckUrl !== saved.versionCheckUrl) body.versionCheckUrl = versionCheckUrl;
  const links: Record<string, string | null> = {};
  for (const key of ['documentation', 'site', 'pricing'] as const) {
    const value = orNull(values.links?.[key]);
    if (value !== saved.links[key]) links[key] = value;
  }
  if (Object.keys(links).length) body.links = links;
  if (values.smtpServerPasswordClear) body.smtpServerPassword = null;
  else if (values.smtpServerPassword) body.smtpServerPassword = values.smtpServerPassword;
  Object.assign(body, ssoBody(saved, values));
  return Object.keys(body).length ? (body as SaveConfigurationBody) : null;
}

/** Base64 of a file's bytes, for the logo upload. */
export function base64Of(bytes: ArrayBuffer): string {
  let binary = '';
  const view = new Uint8Array(bytes);
  for (let i = 0; i < view.length; i += 0x8000) binary += String.fromCharCode(...view.subarray(i, i + 0x8000));
  return btoa(binary);
}
