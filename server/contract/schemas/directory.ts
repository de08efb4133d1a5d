import { Type, type Static } from '@sinclair/typebox';
import { SingleLine } from './common';

/** A distinguished name or a search base: one line (empty: not set). */
const Dn = (description?: string) => SingleLine({ maxLength: 500, ...(description ? { description } : {}) });
const Groups = Type.Array(Dn(), {
  maxItems: 50,
  description: "Groups by distinguished name or by name (the first part of the DN, e.g. a group's cn).",
});

/** The directory's settings as the configuration page edits them (no bind password: it is write-only). */
export const DirectorySettings = Type.Object(
  {
    serverUrl: SingleLine({
      maxLength: 500,
      pattern: '^(ldaps?://[^\\s/]+/?)?$',
      description: 'ldap://host:389 or ldaps://host:636; empty: no directory.',
    }),
    bindDn: Dn('The service account the server searches with; empty: anonymous.'),
    userBase: Dn('Where users are searched (the whole subtree).'),
    userFilter: SingleLine({
      maxLength: 500,
      description: 'The search for one user; {login} is replaced by the typed login, escaped.',
    }),
    groupBase: Dn("Where groups are searched by member (groupOfNames); empty: the user base's domain (its dc= part)."),
    adminGroups: Groups,
    readOnlyGroups: Groups,
    syncMinutes: Type.Integer({
      minimum: 0,
      maximum: 1440,
      description: 'Minutes between two synchronizations of the directory users; 0: only on demand.',
    }),
    startTls: Type.Boolean({ description: 'Upgrade an ldap:// connection with StartTLS before binding.' }),
    tlsVerify: Type.Boolean({ description: "Check the server's certificate (ldaps:// and StartTLS)." }),
  },
  { additionalProperties: false },
);
export type DirectorySettings = Static<typeof DirectorySettings>;
export type DirectoryField = keyof DirectorySettings | 'bindPassword';

/** One synchronization of the directory users: what it found and changed. */
export const DirectorySyncResult = Type.Object(
  {
    time: Type.String({ format: 'date-time' }),
    ok: Type.Boolean({ description: 'False when the directory could not be reached: nobody was blocked.' }),
    message: Type.String({ description: 'What went wrong, in English, as the directory or the network said it.' }),
    checked: Type.Integer({ minimum: 0 }),
    updated: Type.Integer({ minimum: 0, description: 'Users whose e-mail, name or role changed.' }),
    blocked: Type.Integer({ minimum: 0, description: 'Users no longer in the directory, blocked now.' }),
    unblocked: Type.Integer({ minimum: 0, description: 'Users the synchronization had blocked, found again.' }),
  },
  { additionalProperties: false },
);
export type DirectorySyncResult = Static<typeof DirectorySyncResult>;

/** GET /v1/admin/directory. */
export const Directory = Type.Object(
  {
    settings: DirectorySettings,
    hasBindPassword: Type.Boolean({ description: 'A bind password is set (it is never sent back).' }),
    fromEnvironment: Type.Array(Type.String(), {
      description: "Fields set by the server's environment: they win, and cannot be changed here.",
    }),
    users: Type.Integer({ minimum: 0, description: 'Users who came from the directory.' }),
    lastSync: Type.Union([DirectorySyncResult, Type.Null()]),
  },
  { additionalProperties: false },
);
export type Directory = Static<typeof Directory>;

/** PUT /v1/admin/directory: only the given fields change; a null bind password clears it. */
export const SaveDirectoryBody = Type.Object(
  {
    ...Type.Partial(DirectorySettings).properties,
    bindPassword: Type.Optional(Type.Union([Type.String({ maxLength: 1024 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type SaveDirectoryBody = Static<typeof SaveDirectoryBody>;

/** POST /v1/admin/directory/test: the saved settings tried now. */
export const DirectoryTestReply = Type.Object(
  {
    ok: Type.Boolean(),
    message: Type.String({ description: 'What the directory or the network said, in English.' }),
    usersFound: Type.Optional(
      Type.Integer({ minimum: 0, description: 'Entries the user base holds (up to 1000 counted).' }),
    ),
  },
  { additionalProperties: false },
);
export type DirectoryTestReply = Static<typeof DirectoryTestReply>;
