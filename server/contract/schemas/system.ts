import { Type, type Static } from '@sinclair/typebox';
import { SERVER_LOG_LEVELS } from '../endpoints';
import { Email, IsoTime, Language, NewLogin, Password, SingleLine } from './common';
import { LogsQuery } from './stream';
import { User } from './user';

export const ProductType = Type.Union([Type.Literal('enterprise'), Type.Literal('community')], {
  description: 'enterprise when a valid enterprise license is loaded; otherwise community.',
});

/** The look for users who chose none: the system's, light or dark. */
export const ThemePreference = Type.Union([Type.Literal('system'), Type.Literal('light'), Type.Literal('dark')]);
export type ThemePreference = Static<typeof ThemePreference>;

/** The deployment's brand colour (#rrggbb), applied to both themes; null: the product's own. */
export const BrandColor = Type.Union([Type.String({ pattern: '^#[0-9a-fA-F]{6}$' }), Type.Null()]);

/**
 * Boot data: what the console needs before anything else, fetched at start and
 * on every navigation. Answered even while the server is locked.
 */
export const UiSettings = Type.Object(
  {
    isEnterprise: Type.Boolean(),
    isLocked: Type.Boolean({ description: 'No administrator exists yet: the console shows the init page.' }),
    prober: Type.Boolean({ description: 'Probe and preview of source URLs are available.' }),
    revision: Type.String(),
    version: Type.String(),
    appTitle: Type.String({ description: 'Product title shown in the header and the document title.' }),
    appLogo: Type.Union([Type.String(), Type.Null()], {
      description: 'URL of a custom logo, or null for the default.',
    }),
    defaultLanguage: Language,
    defaultTheme: ThemePreference,
    brandColor: BrandColor,
    isLicenseExpired: Type.Boolean(),
    archiveMaxDepthHours: Type.Integer({
      description: 'Retention of recordings; -1 keeps them until disk runs short.',
    }),
    archiveDownloadMaxSeconds: Type.Integer({ minimum: 1 }),
    playlistMaxSeconds: Type.Integer({ minimum: 1 }),
    rangesMaxSeconds: Type.Integer({ minimum: 1 }),
    smtpServerEnabled: Type.Boolean(),
    smtpServerHost: Type.String(),
    smtpServerPort: Type.Integer(),
    smtpServerProtected: Type.Boolean(),
    links: Type.Object(
      {
        documentation: Type.Union([Type.String(), Type.Null()]),
        site: Type.Union([Type.String(), Type.Null()]),
        pricing: Type.Union([Type.String(), Type.Null()]),
      },
      { additionalProperties: false, description: 'Outside links; null hides the menu entry.' },
    ),
    features: Type.Record(Type.String(), Type.Boolean(), {
      description: 'Feature switches, e.g. tunnel, cluster, serverSwitcher, auditLogs.',
    }),
    passwordResetAllowed: Type.Boolean(),
    signInMethods: Type.Array(Type.Union([Type.Literal('password'), Type.Literal('oidc')]), {
      description: 'How users may sign in: password always; oidc when single sign-on is set up.',
    }),
    ssoLabel: Type.String({
      description: 'The single sign-on button says "Sign in with <label>"; empty: a generic text.',
    }),
    requireSecondFactor: Type.Union([Type.Literal('none'), Type.Literal('admins'), Type.Literal('everyone')], {
      description: 'Who must have a second factor; a covered user without one is held on the Security tab.',
    }),
    tunnelLocations: Type.Array(Type.String(), {
      description:
        'Locations a tunnel can start in: those of the relays in VIGIL_TUNNEL_RELAYS, in their order; empty when ' +
        'none is configured (the tunnel cannot start). RU is the default location when it is among them.',
    }),
    productType: ProductType,
    clusterEnabled: Type.Boolean(),
    nodeId: Type.String(),
    kioskPrefillUser: Type.Union([Type.String(), Type.Null()]),
    kioskPrefillPassword: Type.Union([Type.String(), Type.Null()]),
    user: Type.Union([User, Type.Null()], { description: 'The signed-in user, or null.' }),
  },
  { additionalProperties: false },
);
export type UiSettings = Static<typeof UiSettings>;

export const HealthWarning = Type.Union([
  Type.Object({ code: Type.Literal('LICENSE_EXPIRATION'), expiresAt: IsoTime }, { additionalProperties: false }),
  Type.Object({ code: Type.Literal('LICENSE_EXPIRED'), expiresAt: IsoTime }, { additionalProperties: false }),
  Type.Object(
    {
      code: Type.Literal('ALLOC_DIR_DISK_SPACE'),
      usedPercent: Type.Number({ minimum: 0, maximum: 100 }),
      heldBytes: Type.Optional(
        Type.Integer({
          minimum: 0,
          description:
            "Bytes of this node's recordings kept by bookmarks' evidence holds: retention will not free them. " +
            'Absent when holds keep nothing.',
        }),
      ),
    },
    { additionalProperties: false },
  ),
  Type.Object({ code: Type.Literal('CLUSTER_NODE_DRAINED') }, { additionalProperties: false }),
  Type.Object(
    {
      code: Type.Literal('AUDIT_LOGS_OFF'),
      since: Type.Union([IsoTime, Type.Null()], { description: 'When it was switched off; null when not known.' }),
    },
    { additionalProperties: false, description: 'The audit log is switched off. Only administrators are told.' },
  ),
]);
export type HealthWarning = Static<typeof HealthWarning>;

export const Health = Type.Object(
  { version: Type.String(), warnings: Type.Array(HealthWarning) },
  { additionalProperties: false },
);
export type Health = Static<typeof Health>;

/** POST /v1/system/unlock: creates the first administrator of a fresh server. */
export const UnlockBody = Type.Object(
  { login: NewLogin, password: Password, email: Email },
  { additionalProperties: false },
);
export type UnlockBody = Static<typeof UnlockBody>;

const Count = Type.Integer({ minimum: 0 });
const Bytes = Type.Integer({ minimum: 0 });

/** GET /v1/system/stats: the server process itself, for the server-debug page. */
export const SystemStats = Type.Object(
  {
    time: IsoTime,
    uptimeSeconds: Count,
    version: Type.String(),
    process: Type.Object(
      { rssBytes: Bytes, heapUsedBytes: Bytes, cpuPercent: Type.Number({ minimum: 0 }) },
      { additionalProperties: false },
    ),
    loadAverage: Type.Array(Type.Number({ minimum: 0 }), {
      minItems: 3,
      maxItems: 3,
      description: '1, 5 and 15 minutes.',
    }),
    mediaProcesses: Type.Integer({ minimum: 0, description: 'Running ffmpeg processes.' }),
    leases: Type.Integer({ minimum: 0, description: 'Players currently holding a live-on-demand lease.' }),
  },
  { additionalProperties: false },
);
export type SystemStats = Static<typeof SystemStats>;

export const ServerLogLevel = Type.Union(
  SERVER_LOG_LEVELS.map((level) => Type.Literal(level)),
  { description: 'trace, debug, info, warn, error or fatal.' },
);
export type ServerLogLevel = Static<typeof ServerLogLevel>;

/** One line of the server's own log (server-debug page). */
export const ServerLogLine = Type.Object(
  {
    seq: Type.Integer({ minimum: 0, description: 'Increasing line number; grows across restarts too.' }),
    time: IsoTime,
    level: ServerLogLevel,
    text: Type.String({
      description: 'The message and its request, status and error, as plain text; never carries secrets.',
    }),
  },
  { additionalProperties: false },
);
export type ServerLogLine = Static<typeof ServerLogLine>;

/** GET /v1/system/logs: the stream logs' cursor and limit, plus a level and a text to look for. */
export const SystemLogsQuery = Type.Object(
  {
    ...LogsQuery.properties,
    level: Type.Optional(Type.Union(ServerLogLevel.anyOf, { description: 'Only lines of this level and above.' })),
    search: Type.Optional(
      SingleLine({ minLength: 1, maxLength: 200, description: 'Only lines containing this text (any case).' }),
    ),
  },
  { additionalProperties: false },
);
export type SystemLogsQuery = Static<typeof SystemLogsQuery>;

export const SystemLogsReply = Type.Object(
  {
    lines: Type.Array(ServerLogLine, {
      description: 'Oldest first; the last `limit` matching lines when since is omitted.',
    }),
    cursor: Type.Integer({ minimum: 0, description: 'Pass as `since` next time (with the same filter).' }),
  },
  { additionalProperties: false },
);
export type SystemLogsReply = Static<typeof SystemLogsReply>;

/** GET and PUT /v1/system/log-level: what the server writes to its log from now on. */
export const LogLevelBody = Type.Object({ level: ServerLogLevel }, { additionalProperties: false });
export type LogLevelBody = Static<typeof LogLevelBody>;
