import { NewLogin } from '../../contract/schemas/common';
import type { DirectorySyncResult, SaveDirectoryBody } from '../../contract/schemas/directory';
import type { AuditDeps } from '../core/audit/request-audit';
import type { Db } from '../core/db/db';
import { settingsRepo } from '../core/db/settings-repo';
import { NameTakenError } from '../core/db/user-names';
import type { SessionsRepo, TokensRepo, UserRow, UsersRepo } from '../users';
import { roleOf, type DirectoryRole } from './filter';
import { DirectoryUnavailable, findUser, findUsers, oneLine, passwordAccepted, type DirectoryEntry } from './ldap';
import { directoryRepo } from './repo';
import {
  checkSave,
  effectiveDirectory,
  mergeSave,
  parseSaved,
  type DirectoryConfig,
  type DirectoryEnvironment,
} from './settings';

export interface DirectoryServiceDeps extends AuditDeps {
  db: Db;
  /** The VIGIL_LDAP_* variables that are set: they win over the saved settings. */
  environment: DirectoryEnvironment;
  users: UsersRepo;
  sessions: SessionsRepo;
  tokens: TokensRepo;
  /** Where a failed synchronization is said (the server log). */
  warn: (message: string) => void;
}

/** What the directory says of a password sign-in: null, it has no say (the local password decides). */
export type DirectoryVerdict = null | { user: UserRow } | { user: null; reason: string };

/** What a login may hold here (the contract's rule). */
const LOGIN = new RegExp(NewLogin.pattern ?? '^$');

const ROLE_COLUMNS: Record<DirectoryRole, Pick<UserRow, 'is_admin' | 'max_stream_creation'>> = {
  admin: { is_admin: 1, max_stream_creation: -1 },
  user: { is_admin: 0, max_stream_creation: -1 },
  readOnly: { is_admin: 0, max_stream_creation: 0 },
};

function roleOfRow(row: UserRow): DirectoryRole {
  if (row.is_admin === 1) return 'admin';
  return row.max_stream_creation === 0 ? 'readOnly' : 'user';
}

/**
 * Directory users (docs/people.md#directory-users): password sign-in by a bind as the user, managed
 * users made and updated from their entries, and the synchronization that blocks those who left.
 * The settings are read from the database at each use, so every node of a cluster sees a save.
 */
export function directoryService(deps: DirectoryServiceDeps) {
  const settings = settingsRepo(deps.db);
  const links = directoryRepo(deps.db);
  let lastSync: DirectorySyncResult | null = null;
  let running: Promise<DirectorySyncResult> | null = null;

  const saved = async () => parseSaved(await settings.get('directory'));
  const config = async (): Promise<DirectoryConfig> => effectiveDirectory(await saved(), deps.environment);
  const configured = (c: DirectoryConfig) => c.serverUrl !== '' && c.userBase !== '';

  /** An entry of the directory's own doing (no request, no actor). */
  const audit = (
    action: string,
    target: string | null,
    details: Record<string, string | number | boolean | null>,
    outcome: 'success' | 'failure' = 'success',
  ) => deps.audit.write({ actor: null, address: '', action, target, outcome, details }, deps.now());

  /** The entry's e-mail, name and role on the user; unblocked when the synchronization had blocked it. */
  async function apply(
    row: UserRow,
    entry: DirectoryEntry,
    c: DirectoryConfig,
  ): Promise<{ row: UserRow; changed: boolean; unblocked: boolean }> {
    const link = await links.byUser(row.id);
    const role = roleOf(entry.groups, c);
    const values: Partial<UserRow> = {};
    if (entry.fullName.slice(0, 200) !== row.full_name) values.full_name = entry.fullName.slice(0, 200);
    if (entry.email && entry.email.toLowerCase() !== row.email.toLowerCase()) values.email = entry.email;
    if (roleOfRow(row) !== role) Object.assign(values, ROLE_COLUMNS[role]);
    const unblocked = link?.blocked_by_sync === 1 && row.is_blocked === 1;
    if (unblocked) values.is_blocked = 0;
    let next = row;
    if (Object.keys(values).length > 0) {
      try {
        next = await deps.users.update(row.id, { ...values, updated_at: deps.now() });
      } catch (error) {
        // The entry's e-mail is another user's login or e-mail here: everything else is still taken.
        if (!(error instanceof NameTakenError) || values.email === undefined) throw error;
        delete values.email;
        next = await deps.users.update(row.id, { ...values, updated_at: deps.now() });
      }
    }
    await links.link(row.id, entry.dn, deps.now());
    if (unblocked) await links.update(row.id, { blocked_by_sync: 0, synced_at: deps.now() });
    const changed = ['full_name', 'email', 'is_admin', 'max_stream_creation'].some((k) => k in values);
    return { row: next, changed, unblocked };
  }

  /** A managed user for a first sign-in: no local password, the entry's e-mail, name and role. */
  async function create(login: string, entry: DirectoryEntry, c: DirectoryConfig): Promise<UserRow> {
    const role = roleOf(entry.groups, c);
    const input = {
      name: login,
      password: '',
      passwordHash: '',
      fullName: entry.fullName.slice(0, 200),
      permissionType: role === 'admin' ? ('admin' as const) : ('user' as const),
      maxStreamCreation: ROLE_COLUMNS[role].max_stream_creation,
      isAdmin: role === 'admin',
      isManaged: true,
    };
    let row: UserRow;
    try {
      row = await deps.users.insert({ ...input, ...(entry.email ? { email: entry.email } : {}) }, deps.now());
    } catch (error) {
      // The e-mail is taken here (the login was free: nobody holds it): the user comes without it.
      if (!(error instanceof NameTakenError) || error.field !== 'email') throw error;
      row = await deps.users.insert(input, deps.now());
    }
    await links.link(row.id, entry.dn, deps.now());
    await audit('user.create', row.login, { source: 'directory', role });
    return row;
  }

  async function block(userId: number, login: string): Promise<void> {
    await deps.users.update(userId, { is_blocked: 1, updated_at: deps.now() });
    await links.update(userId, { blocked_by_sync: 1, synced_at: deps.now() });
    const ended = await deps.sessions.deleteOthers(userId, null);
    const revoked = await deps.tokens.deleteAllForUser(userId);
    await audit('user.block', login, { source: 'directory', sessionsEnded: ended, tokensRevoked: revoked });
  }

  async function runSync(): Promise<DirectorySyncResult> {
    const c = await config();
    const result: DirectorySyncResult = {
      time: new Date(deps.now()).toISOString(),
      ok: true,
      message: '',
      checked: 0,
      updated: 0,
      blocked: 0,
      unblocked: 0,
    };
    try {
      if (!configured(c)) throw new DirectoryUnavailable('No directory is configured');
      const people = await links.all();
      // Every entry is looked up first: a directory that fails halfway changes nobody.
      const entries = await findUsers(
        c,
        people.map((p) => p.login),
      );
      for (const person of people) {
        result.checked++;
        const entry = entries.get(person.login) ?? null;
        if (!entry) {
          if (person.is_blocked === 0) {
            await block(person.user_id, person.login);
            result.blocked++;
          }
          continue;
        }
        const row = await deps.users.byId(person.user_id);
        if (!row) continue;
        const applied = await apply(row, entry, c);
        if (applied.changed) result.updated++;
        if (applied.unblocked) {
          result.unblocked++;
          await audit('user.unblock', row.login, { source: 'directory' });
        }
      }
    } catch (error) {
      if (!(error instanceof DirectoryUnavailable)) throw error;
      result.ok = false;
      result.message = error.message;
      deps.warn(`Directory synchronization: the directory could not be reached, nobody was blocked (${error.message})`);
    }
    lastSync = result;
    return result;
  }

  return {
    config,
    audit,
    links,
    lastSync: () => lastSync,
    async save(body: SaveDirectoryBody, now: number): Promise<DirectoryConfig> {
      checkSave(body, deps.environment);
      await settings.put('directory', JSON.stringify(mergeSave(await saved(), body)), now);
      return config();
    },

    /**
     * The directory's say on a password sign-in. A local user (not managed) is never the directory's:
     * null, the local password decides. A directory user, or a login nobody here holds, is checked
     * by a bind as the entry; the first success makes the managed user, later ones update it.
     */
    async signIn(login: string, password: string, existing: UserRow | undefined): Promise<DirectoryVerdict> {
      if (existing && existing.is_managed !== 1) return null;
      const c = await config();
      if (!configured(c)) return existing ? { user: null, reason: 'managed user, no directory' } : null;
      if (existing && !(await links.byUser(existing.id))) return { user: null, reason: 'managed elsewhere' };
      // A new user's login is what was typed: only one this server can keep as a login is looked up.
      if (!existing && !LOGIN.test(login.trim())) return { user: null, reason: 'not a login' };
      try {
        const entry = await findUser(c, existing ? existing.login : login);
        if (!entry) return { user: null, reason: 'not in the directory' };
        if (!(await passwordAccepted(c, entry.dn, password))) return { user: null, reason: 'directory password' };
        if (existing) return { user: (await apply(existing, entry, c)).row };
        try {
          return { user: await create(login.trim(), entry, c) };
        } catch (error) {
          // Two first sign-ins at once: the other one made the user; this one updates it.
          const made =
            error instanceof NameTakenError && error.field === 'name' && (await deps.users.byLogin(login.trim()));
          if (!made || !(await links.byUser(made.id))) throw error;
          return { user: (await apply(made, entry, c)).row };
        }
      } catch (error) {
        if (!(error instanceof DirectoryUnavailable)) throw error;
        deps.warn(`Directory sign-in: the directory could not be reached (${oneLine(error)})`);
        return existing ? { user: null, reason: 'directory unreachable' } : null;
      }
    },

    /** One synchronization at a time: a second call while one runs gets the same result. */
    sync(): Promise<DirectorySyncResult> {
      running ??= runSync().finally(() => (running = null));
      return running;
    },
  };
}
export type DirectoryService = ReturnType<typeof directoryService>;
