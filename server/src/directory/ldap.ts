import fs from 'node:fs';
import type tls from 'node:tls';
import { Client, InvalidCredentialsError, type Entry } from 'ldapts';
import type { DirectoryConfig } from './settings';
import { defaultGroupBase, escapeFilterValue, normalDn, userFilter } from './filter';

/** A directory that answers slower than this is taken as unreachable. */
const TIMEOUT_MS = 10_000;
const ATTRIBUTES = ['uid', 'sAMAccountName', 'mail', 'cn', 'displayName', 'memberOf'];

/** A user's entry as the server keeps it. */
export interface DirectoryEntry {
  dn: string;
  email: string;
  fullName: string;
  /** The DNs of the user's groups: memberOf, and groups that name the entry as a member. */
  groups: string[];
}

/** The directory could not be asked (network, TLS, the service account's bind): nothing is concluded. */
export class DirectoryUnavailable extends Error {}

const first = (value: Entry[string] | undefined): string => {
  const one = Array.isArray(value) ? value[0] : value;
  return one === undefined ? '' : one.toString();
};
const all = (value: Entry[string] | undefined): string[] =>
  value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((v) => v.toString());

/** The message of a failure, one line and short: it is shown to administrators. */
export const oneLine = (error: unknown) =>
  (error instanceof Error ? error.message || error.name : String(error)).split('\n')[0]!.slice(0, 300);

function tlsOptions(c: DirectoryConfig): tls.ConnectionOptions {
  const host = c.serverUrl.replace(/^ldaps?:\/\//, '').replace(/[:/].*$/, '');
  return {
    servername: host,
    rejectUnauthorized: c.tlsVerify,
    ...(c.caFile ? { ca: fs.readFileSync(c.caFile) } : {}),
  };
}

/** A client of the settings' server; TLS options only for ldaps:// (given to an ldap:// client, it would speak TLS at once). */
function newClient(c: DirectoryConfig): Client {
  return new Client({
    url: c.serverUrl,
    timeout: TIMEOUT_MS,
    connectTimeout: TIMEOUT_MS,
    ...(c.serverUrl.startsWith('ldaps://') ? { tlsOptions: tlsOptions(c) } : {}),
  });
}

/** A connection, upgraded by StartTLS when asked, bound as the service account (or anonymous). */
async function open(c: DirectoryConfig): Promise<Client> {
  const client = newClient(c);
  try {
    if (c.startTls && c.serverUrl.startsWith('ldap://')) await client.startTLS(tlsOptions(c));
    if (c.bindDn) await client.bind(c.bindDn, c.bindPassword);
    return client;
  } catch (error) {
    await client.unbind().catch(() => {});
    throw new DirectoryUnavailable(oneLine(error));
  }
}

/** Runs `work` on a service connection; any failure of the directory is `DirectoryUnavailable`. */
async function withService<T>(c: DirectoryConfig, work: (client: Client) => Promise<T>): Promise<T> {
  const client = await open(c);
  try {
    return await work(client);
  } catch (error) {
    throw error instanceof DirectoryUnavailable ? error : new DirectoryUnavailable(oneLine(error));
  } finally {
    await client.unbind().catch(() => {});
  }
}

async function groupsOf(client: Client, c: DirectoryConfig, entry: Entry): Promise<string[]> {
  const groups = all(entry.memberOf);
  // OpenLDAP's groupOfNames / groupOfUniqueNames (and AD's group, when memberOf is not readable).
  const dn = escapeFilterValue(entry.dn);
  const found = await client.search(c.groupBase || defaultGroupBase(c.userBase), {
    scope: 'sub',
    filter: `(|(member=${dn})(uniqueMember=${dn}))`,
    attributes: ['dn'],
    sizeLimit: 500,
  });
  for (const group of found.searchEntries) {
    if (!groups.some((g) => normalDn(g) === normalDn(group.dn))) groups.push(group.dn);
  }
  return groups;
}

/** The one entry the filter finds for the login; none (or several: ambiguous) is null. */
async function lookUp(client: Client, c: DirectoryConfig, login: string): Promise<DirectoryEntry | null> {
  const { searchEntries } = await client.search(c.userBase, {
    scope: 'sub',
    filter: userFilter(c.userFilter, login),
    attributes: ATTRIBUTES,
    sizeLimit: 2,
  });
  if (searchEntries.length !== 1) return null;
  const entry = searchEntries[0]!;
  return {
    dn: entry.dn,
    email: first(entry.mail),
    fullName: first(entry.displayName) || first(entry.cn),
    groups: await groupsOf(client, c, entry),
  };
}

/** The entry of a login, or null when the directory has no such user. */
export function findUser(c: DirectoryConfig, login: string): Promise<DirectoryEntry | null> {
  return withService(c, (client) => lookUp(client, c, login));
}

/** Entries of several logins over one connection (the synchronization). */
export function findUsers(c: DirectoryConfig, logins: string[]): Promise<Map<string, DirectoryEntry | null>> {
  return withService(c, async (client) => {
    const found = new Map<string, DirectoryEntry | null>();
    for (const login of logins) found.set(login, await lookUp(client, c, login));
    return found;
  });
}

/** Whether the password is the entry's: a bind as the user (never with an empty password: that is anonymous). */
export async function passwordAccepted(c: DirectoryConfig, dn: string, password: string): Promise<boolean> {
  if (password === '') return false;
  const client = newClient(c);
  try {
    if (c.startTls && c.serverUrl.startsWith('ldap://')) await client.startTLS(tlsOptions(c));
    await client.bind(dn, password);
    return true;
  } catch (error) {
    if (error instanceof InvalidCredentialsError) return false;
    throw new DirectoryUnavailable(oneLine(error));
  } finally {
    await client.unbind().catch(() => {});
  }
}

/** Connects and binds with the settings, then counts the user base's entries (up to 1000). */
export function tryConnection(c: DirectoryConfig): Promise<number> {
  return withService(c, async (client) => {
    const { searchEntries } = await client.search(c.userBase, {
      scope: 'sub',
      filter: '(objectClass=*)',
      attributes: ['dn'],
      sizeLimit: 1000,
    });
    return searchEntries.length;
  });
}
