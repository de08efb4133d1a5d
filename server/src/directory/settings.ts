import type { DirectoryField, DirectorySettings, SaveDirectoryBody } from '../../contract/schemas/directory';
import { AppError } from '../core/errors';
import { filterTemplateValid } from './filter';

/** Everything the directory's settings hold, the bind password included (never answered). */
export interface DirectoryConfig extends DirectorySettings {
  bindPassword: string;
  /** A CA certificate file (PEM) to trust for ldaps:// and StartTLS (VIGIL_LDAP_CA_FILE; environment only). */
  caFile: string | null;
}

/** What the environment sets (docs/configuration.md): those fields win over the saved ones. */
export type DirectoryEnvironment = Partial<DirectoryConfig>;

export const DEFAULT_USER_FILTER = '(|(uid={login})(sAMAccountName={login}))';

export const DIRECTORY_DEFAULTS: DirectoryConfig = {
  serverUrl: '',
  bindDn: '',
  bindPassword: '',
  userBase: '',
  userFilter: DEFAULT_USER_FILTER,
  groupBase: '',
  adminGroups: [],
  readOnlyGroups: [],
  syncMinutes: 60,
  startTls: false,
  tlsVerify: true,
  caFile: null,
};

type Env = Record<string, string | undefined>;

/** Group lists in the environment are separated by semicolons (a DN holds commas). */
const groupList = (raw: string) =>
  raw
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);

function flag(env: Env, name: string): boolean | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  if (raw !== '0' && raw !== '1') throw new Error(`${name} must be 0 or 1, got "${raw}"`);
  return raw === '1';
}

/** The VIGIL_LDAP_* variables (docs/configuration.md#directory-ldap): only those set. */
export function directoryEnvironment(env: Env): DirectoryEnvironment {
  const out: DirectoryEnvironment = {};
  const text = (name: string) => {
    const raw = env[name]?.trim();
    return raw ? raw : undefined;
  };
  const url = text('VIGIL_LDAP_URL');
  if (url !== undefined) {
    if (!/^ldaps?:\/\/[^\s/]+\/?$/.test(url))
      throw new Error(`VIGIL_LDAP_URL must be ldap://host[:port] or ldaps://host[:port], got "${url}"`);
    out.serverUrl = url;
  }
  const bindDn = text('VIGIL_LDAP_BIND_DN');
  if (bindDn !== undefined) out.bindDn = bindDn;
  if (env.VIGIL_LDAP_BIND_PASSWORD) out.bindPassword = env.VIGIL_LDAP_BIND_PASSWORD;
  const userBase = text('VIGIL_LDAP_USER_BASE');
  if (userBase !== undefined) out.userBase = userBase;
  const filter = text('VIGIL_LDAP_USER_FILTER');
  if (filter !== undefined) {
    if (!filterTemplateValid(filter))
      throw new Error(`VIGIL_LDAP_USER_FILTER must contain {login} in a filter, got "${filter}"`);
    out.userFilter = filter;
  }
  const groupBase = text('VIGIL_LDAP_GROUP_BASE');
  if (groupBase !== undefined) out.groupBase = groupBase;
  const admins = text('VIGIL_LDAP_ADMIN_GROUPS');
  if (admins !== undefined) out.adminGroups = groupList(admins);
  const readOnly = text('VIGIL_LDAP_READONLY_GROUPS');
  if (readOnly !== undefined) out.readOnlyGroups = groupList(readOnly);
  const minutes = text('VIGIL_LDAP_SYNC_MINUTES');
  if (minutes !== undefined) {
    const value = Number(minutes);
    if (!Number.isInteger(value) || value < 0 || value > 1440)
      throw new Error(`VIGIL_LDAP_SYNC_MINUTES must be an integer from 0 to 1440, got "${minutes}"`);
    out.syncMinutes = value;
  }
  const startTls = flag(env, 'VIGIL_LDAP_STARTTLS');
  if (startTls !== undefined) out.startTls = startTls;
  const verify = flag(env, 'VIGIL_LDAP_TLS_VERIFY');
  if (verify !== undefined) out.tlsVerify = verify;
  const ca = text('VIGIL_LDAP_CA_FILE');
  if (ca !== undefined) out.caFile = ca;
  return out;
}

/** The saved fields under the environment's: the environment wins. */
export function effectiveDirectory(saved: Partial<DirectoryConfig>, env: DirectoryEnvironment): DirectoryConfig {
  return { ...DIRECTORY_DEFAULTS, ...saved, ...env };
}

/** The fields the environment sets, as the console names them. */
export function environmentFields(env: DirectoryEnvironment): DirectoryField[] {
  return (Object.keys(env) as (keyof DirectoryConfig)[]).filter((k): k is DirectoryField => k !== 'caFile');
}

/** The settings as the configuration page reads them: no password, only whether one is set. */
export function publicSettings(c: DirectoryConfig): DirectorySettings {
  const { bindPassword: _password, caFile: _ca, ...rest } = c;
  return rest;
}

/** Refuses a field the environment sets, and a user filter the server could not use. */
export function checkSave(body: SaveDirectoryBody, env: DirectoryEnvironment): void {
  for (const field of Object.keys(body) as DirectoryField[]) {
    if (body[field] !== undefined && field in env) {
      throw new AppError('ValidationError', "This setting comes from the server's environment", {
        field,
        reason: 'setByEnvironment',
      });
    }
  }
  if (body.userFilter !== undefined && !filterTemplateValid(body.userFilter)) {
    throw new AppError('ValidationError', 'The user filter must contain {login} with paired parentheses', {
      field: 'userFilter',
      reason: 'directoryFilter',
    });
  }
}

/** The saved fields after a change; a null bind password clears it. */
export function mergeSave(saved: Partial<DirectoryConfig>, body: SaveDirectoryBody): Partial<DirectoryConfig> {
  const { bindPassword, ...fields } = body;
  const next: Partial<DirectoryConfig> = { ...saved };
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) Object.assign(next, { [key]: value });
  if (bindPassword !== undefined) next.bindPassword = bindPassword ?? '';
  return next;
}

export function parseSaved(text: string | null): Partial<DirectoryConfig> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Partial<DirectoryConfig>) : {};
  } catch {
    return {};
  }
}
