import type { Directory, DirectorySettings, SaveDirectoryBody } from '@contract/index';

/** The directory form's values: group lists as one group a line, the bind password write-only. */
export interface DirectoryFormValues {
  serverUrl: string;
  bindDn: string;
  /** Empty: the saved password stays. */
  bindPassword: string;
  /** Removes the saved password. */
  bindPasswordClear: boolean;
  userBase: string;
  userFilter: string;
  groupBase: string;
  /** One group a line (a DN holds commas). */
  adminGroups: string;
  readOnlyGroups: string;
  syncMinutes: number;
  startTls: boolean;
  tlsVerify: boolean;
}

const TEXT = ['serverUrl', 'bindDn', 'userBase', 'userFilter', 'groupBase'] as const;
const OTHER = ['syncMinutes', 'startTls', 'tlsVerify'] as const;
const GROUPS = ['adminGroups', 'readOnlyGroups'] as const;

/** Lines of a text area as a list: trimmed, empty lines dropped. */
export function linesOf(text: string | undefined): string[] {
  return (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

export function directoryValuesOf(d: Directory): DirectoryFormValues {
  const s = d.settings;
  return {
    serverUrl: s.serverUrl,
    bindDn: s.bindDn,
    bindPassword: '',
    bindPasswordClear: false,
    userBase: s.userBase,
    userFilter: s.userFilter,
    groupBase: s.groupBase,
    adminGroups: s.adminGroups.join('\n'),
    readOnlyGroups: s.readOnlyGroups.join('\n'),
    syncMinutes: s.syncMinutes,
    startTls: s.startTls,
    tlsVerify: s.tlsVerify,
  };
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * What to send: the fields that differ from the saved settings, never one the environment sets
 * (the server refuses those). Null when nothing changed.
 */
export function directoryBody(saved: Directory, values: Partial<DirectoryFormValues>): SaveDirectoryBody | null {
  const locked = new Set(saved.fromEnvironment);
  const body: Record<string, unknown> = {};
  const settings: DirectorySettings = saved.settings;
  for (const key of TEXT) {
    const value = (values[key] ?? '').trim();
    if (!locked.has(key) && value !== settings[key]) body[key] = value;
  }
  for (const key of OTHER) {
    const value = values[key];
    if (!locked.has(key) && value !== undefined && value !== settings[key]) body[key] = value;
  }
  for (const key of GROUPS) {
    const value = linesOf(values[key]);
    if (!locked.has(key) && !sameList(value, settings[key])) body[key] = value;
  }
  if (!locked.has('bindPassword')) {
    if (values.bindPasswordClear) body.bindPassword = null;
    else if (values.bindPassword) body.bindPassword = values.bindPassword;
  }
  return Object.keys(body).length ? (body as SaveDirectoryBody) : null;
}
