import type { SaveConfigurationBody } from '../../contract/schemas/configuration';
import type { AuditDetails } from '../core/audit/repo';
import type { EffectiveConfiguration } from './store';

type Scalar = string | number | boolean | null;

/** Fields whose values never go into the audit log: only that they changed. */
const SECRET_FIELDS = new Set(['smtpServerPassword', 'oidcClientSecret']);

/** The saved fields as flat names (`links.site`) with their values in a configuration. */
function flatten(c: Partial<EffectiveConfiguration> | SaveConfigurationBody): Record<string, Scalar> {
  const out: Record<string, Scalar> = {};
  for (const [key, value] of Object.entries(c)) {
    if (key === 'links' && value && typeof value === 'object') {
      for (const [link, url] of Object.entries(value as Record<string, Scalar>)) out[`links.${link}`] = url;
    } else if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      out[key] = value as Scalar;
    } else if (Array.isArray(value) && key !== 'oidcFromEnvironment') {
      out[key] = value.join(', ');
    }
  }
  return out;
}

/**
 * The security and sign-in settings: changing one asks for a recent proof of who the administrator
 * is (docs/security.md#step-up). A sign-in method's settings belong here too.
 */
const SECURITY_FIELDS = [
  'requireSecondFactor',
  'passwordResetAllowed',
  'auditLogsEnabled',
  'auditLogsRetentionDays',
  'smtpServerEnabled',
  'smtpServerHost',
  'smtpServerPort',
  'smtpServerProtected',
  'smtpServerUser',
  'smtpServerPassword',
  'oidcIssuer',
  'oidcClientId',
  'oidcClientSecret',
  'oidcAdminGroups',
  'oidcReadonlyGroups',
  'oidcGroupsClaim',
];

/** Whether a save changes a security or sign-in setting. */
export function changesSecurity(before: EffectiveConfiguration, after: EffectiveConfiguration): boolean {
  const old = flatten(before);
  const next = flatten(after);
  return SECURITY_FIELDS.some((key) => old[key] !== next[key]);
}

/** The names of the fields a save asks to change, as the audit log lists them. */
export function requestedFields(body: SaveConfigurationBody): string[] {
  return Object.keys(flatten(body)).sort();
}

/**
 * What a save changed, for the audit log: the changed field names, each one's old and new value,
 * and for a secret only that it changed.
 */
export function configurationChanges(before: EffectiveConfiguration, after: EffectiveConfiguration): AuditDetails {
  const old = flatten(before);
  const next = flatten(after);
  const changed = Object.keys(next)
    .filter((key) => key !== 'auditLogsDisabledSince' && old[key] !== next[key])
    .sort();
  const details: NonNullable<AuditDetails> = { fields: changed.join(', ') };
  for (const key of changed) {
    if (SECRET_FIELDS.has(key)) {
      details[key] = 'changed';
    } else {
      details[`${key}.old`] = old[key] ?? null;
      details[`${key}.new`] = next[key] ?? null;
    }
  }
  return details;
}
