import { Type, type Static } from '@sinclair/typebox';
import { LOGO_MAX_BYTES, LOGO_TYPES, SERVER_LOG_LEVELS } from '../endpoints';
import { IsoTime, Language, PageNumber, PageSize, SingleLine } from './common';
import { LogsQuery } from './stream';
import { BrandColor, ProductType, ThemePreference } from './system';

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

const Url = Type.String({
  maxLength: 2048,
  pattern: '^(https?://|/)[^\\s]*$',
  description: 'http(s) or a path on this server.',
});
const NullableUrl = Type.Union([Url, Type.Null()]);
const HttpUrl = Type.String({ maxLength: 2048, pattern: '^https?://[^\\s]+$' });

/**
 * GET /v1/admin/configuration: what an administrator may change at run time.
 * Names follow the boot data (UiSettings), which shows the public part of it.
 * The SMTP password is write-only: the reply only says whether one is set.
 * The logo is uploaded and removed by its own calls (appLogo is its address then).
 */
export const Configuration = Type.Object(
  {
    appTitle: SingleLine({ minLength: 1, maxLength: 100 }),
    appLogo: NullableUrl,
    defaultLanguage: Language,
    defaultTheme: ThemePreference,
    brandColor: BrandColor,
    archiveMaxDepthHours: Type.Integer({
      minimum: -1,
      maximum: 876000,
      description: '-1: keep until disk runs short.',
    }),
    archiveDownloadMaxSeconds: Type.Integer({ minimum: 1, maximum: 86400 }),
    playlistMaxSeconds: Type.Integer({ minimum: 60, maximum: 31536000 }),
    rangesMaxSeconds: Type.Integer({ minimum: 60, maximum: 31536000 }),
    smtpServerEnabled: Type.Boolean({ description: 'false: no e-mail by SMTP; messages go to the outbox folder.' }),
    smtpServerHost: SingleLine({ maxLength: 253, description: 'Empty: messages go to the outbox folder.' }),
    smtpServerPort: Type.Integer({ minimum: 1, maximum: 65535 }),
    smtpServerProtected: Type.Boolean({ description: 'TLS.' }),
    smtpServerUser: SingleLine({ maxLength: 254 }),
    smtpServerFrom: SingleLine({ maxLength: 254, description: 'Sender address of reset codes.' }),
    smtpServerHasPassword: Type.Boolean(),
    passwordResetAllowed: Type.Boolean(),
    requireSecondFactor: Type.Union([Type.Literal('none'), Type.Literal('admins'), Type.Literal('everyone')], {
      description:
        'Who must have a second factor: a user it covers who has none is held to enrolling one after the password.',
    }),
    auditLogsEnabled: Type.Boolean(),
    auditLogsDisabledSince: Type.Union([IsoTime, Type.Null()], {
      description: 'When the audit log was switched off; null while it is on. Read-only.',
    }),
    auditLogsRetentionDays: Type.Integer({ minimum: 1, maximum: 3650 }),
    versionCheckUrl: Type.Union([HttpUrl, Type.Null()], {
      description: "The provider's release API; null: no version check (no outside request is made).",
    }),
    links: Type.Object(
      { documentation: NullableUrl, site: NullableUrl, pricing: NullableUrl },
      { additionalProperties: false, description: 'null hides the menu entry.' },
    ),
  },
  { additionalProperties: false },
);
export type Configuration = Static<typeof Configuration>;

/** PUT /v1/admin/configuration: only the given fields change. smtpServerPassword: a string sets it, null clears it. */
export const SaveConfigurationBody = Type.Object(
  {
    ...Type.Partial(Type.Omit(Configuration, ['smtpServerHasPassword', 'links', 'appLogo', 'auditLogsDisabledSince']))
      .properties,
    smtpServerPassword: Type.Optional(Type.Union([Type.String({ maxLength: 1024 }), Type.Null()])),
    links: Type.Optional(
      Type.Object(
        {
          documentation: Type.Optional(NullableUrl),
          site: Type.Optional(NullableUrl),
          pricing: Type.Optional(NullableUrl),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type SaveConfigurationBody = Static<typeof SaveConfigurationBody>;

/** PUT /v1/admin/configuration/logo: the image, base64-encoded. */
export const UploadLogoBody = Type.Object(
  {
    type: Type.Union(LOGO_TYPES.map((t) => Type.Literal(t))),
    data: Type.String({
      minLength: 4,
      maxLength: Math.ceil(LOGO_MAX_BYTES / 3) * 4,
      pattern: '^[A-Za-z0-9+/]+={0,2}$',
      description: `Base64 of the image file, at most ${LOGO_MAX_BYTES} bytes.`,
    }),
  },
  { additionalProperties: false },
);
export type UploadLogoBody = Static<typeof UploadLogoBody>;

/** POST /v1/admin/configuration/test-email: what the mail server answered. */
export const TestEmailReply = Type.Object(
  {
    to: Type.String(),
    delivered: Type.Boolean({ description: 'false: the mail server refused or did not answer.' }),
    transport: Type.Union([Type.Literal('smtp'), Type.Literal('outbox')]),
    answer: Type.String({ description: "The SMTP server's last reply, or the outbox file, or why it failed." }),
  },
  { additionalProperties: false },
);
export type TestEmailReply = Static<typeof TestEmailReply>;

export const AuditOutcome = Type.Union([Type.Literal('success'), Type.Literal('failure'), Type.Literal('denied')]);
export type AuditOutcome = Static<typeof AuditOutcome>;

/** One audit row. Never holds passwords, tokens, reset codes or source credentials. */
export const AuditLogEntry = Type.Object(
  {
    id: Type.String(),
    time: IsoTime,
    actor: Type.Union([Type.String(), Type.Null()], {
      description: 'Login of the caller (for a failed sign-in: the login tried); null when anonymous.',
    }),
    address: Type.String({ description: 'Client address.' }),
    action: Type.String({
      description:
        'Dotted name, e.g. auth.sign-in, user.create, user.block, permissions.set, stream.delete, license.save, config.save.',
    }),
    target: Type.Union([Type.String(), Type.Null()], {
      description: 'What was acted on, e.g. a login or a stream uid.',
    }),
    outcome: AuditOutcome,
    details: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()])),
  },
  { additionalProperties: false },
);
export type AuditLogEntry = Static<typeof AuditLogEntry>;

/** What the audit log is filtered by: the list and the CSV export take the same filters. */
export const AuditLogFilter = Type.Object(
  {
    from: Type.Optional(IsoTime),
    to: Type.Optional(IsoTime),
    actor: Type.Optional(SingleLine({ minLength: 1, maxLength: 254, description: 'Exact login (any case).' })),
    action: Type.Optional(
      SingleLine({ minLength: 1, maxLength: 100, description: 'Exact action, or a prefix ending in a dot (auth.).' }),
    ),
    outcome: Type.Optional(AuditOutcome),
    target: Type.Optional(SingleLine({ minLength: 1, maxLength: 1000, description: 'Exact target.' })),
    address: Type.Optional(SingleLine({ minLength: 1, maxLength: 100, description: 'Exact client address.' })),
  },
  { additionalProperties: false },
);
export type AuditLogFilter = Static<typeof AuditLogFilter>;

export const AuditLogQuery = Type.Object(
  { page: Type.Optional(PageNumber), pageSize: Type.Optional(PageSize), ...AuditLogFilter.properties },
  { additionalProperties: false },
);
export type AuditLogQuery = Static<typeof AuditLogQuery>;

export const AuditLogList = Type.Object(
  {
    items: Type.Array(AuditLogEntry, { description: 'Newest first.' }),
    total: Count,
    page: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type AuditLogList = Static<typeof AuditLogList>;

/** The loaded license, described by its fields: its text is never echoed back. */
export const License = Type.Object(
  {
    loaded: Type.Boolean({ description: 'false: no license (community edition).' }),
    expired: Type.Boolean({ description: 'Missing or past expiresAt.' }),
    licensee: Type.Union([Type.String(), Type.Null()]),
    productType: ProductType,
    expiresAt: Type.Union([IsoTime, Type.Null()]),
    features: Type.Array(Type.String(), { description: 'Licensed features, e.g. tunnel, cluster, auditLogs.' }),
    maxStreams: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], { description: 'null: unlimited.' }),
    issuedAt: Type.Union([IsoTime, Type.Null()]),
    streamsInUse: Count,
  },
  { additionalProperties: false },
);
export type License = Static<typeof License>;

export const SaveLicenseBody = Type.Object(
  { text: Type.String({ minLength: 1, maxLength: 65536, description: 'The license file as text.' }) },
  { additionalProperties: false },
);
export type SaveLicenseBody = Static<typeof SaveLicenseBody>;

export const TunnelState = Type.Union(
  [Type.Literal('stopped'), Type.Literal('starting'), Type.Literal('running'), Type.Literal('failed')],
  {
    description:
      'stopped: not asked for; starting: dialling the relay; running: forwarded; failed: the last attempt ' +
      'failed or the connection broke, and the server tries again with back-off until stopped.',
  },
);
export type TunnelState = Static<typeof TunnelState>;

/** Why the tunnel is down, in one word; the console shows its catalogue text. */
export const TUNNEL_FAILURE_REASONS = [
  'relayUnreachable',
  'relayTimeout',
  'hostKeyMismatch',
  'authenticationFailed',
  'forwardingRefused',
  'connectionLost',
  'relayKeyUnreadable',
  'licenseWithdrawn',
] as const;
export const TunnelFailureReason = Type.Union(
  TUNNEL_FAILURE_REASONS.map((reason) => Type.Literal(reason)),
  {
    description:
      'relayUnreachable: the relay refused or could not be found; relayTimeout: it did not answer in time; ' +
      'hostKeyMismatch: its host key is not the configured fingerprint (never accepted); authenticationFailed: ' +
      'it refused our key; forwardingRefused: it refused the remote forwarding (port taken, not allowed); ' +
      'connectionLost: a running tunnel broke (keepalive unanswered, connection closed); relayKeyUnreadable: ' +
      'the private key file cannot be read; licenseWithdrawn: the license no longer allows the tunnel (no retry).',
  },
);
export type TunnelFailureReason = Static<typeof TunnelFailureReason>;

export const TunnelStatus = Type.Object(
  {
    state: TunnelState,
    location: Type.Union([Type.String(), Type.Null()], { description: 'The location asked for; null when stopped.' }),
    url: Type.Union([Type.String(), Type.Null()], {
      description:
        "Public address while running (the relay's publicUrl with the forwarded port); the console is under ui/.",
    }),
    startedTime: Type.Union([IsoTime, Type.Null()], { description: 'When the current connection came up.' }),
    failureReason: Type.Union([TunnelFailureReason, Type.Null()]),
    retryTime: Type.Union([IsoTime, Type.Null()], { description: 'When failed: the next attempt.' }),
  },
  { additionalProperties: false },
);
export type TunnelStatus = Static<typeof TunnelStatus>;

export const StartTunnelBody = Type.Object(
  {
    location: Type.Optional(
      Type.String({
        pattern: '^[A-Z]{2}$',
        description:
          'One of the boot data tunnelLocations. Omitted: RU when a relay is configured there (the default ' +
          'location), else the first configured one.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type StartTunnelBody = Static<typeof StartTunnelBody>;

export const VersionCheck = Type.Object(
  {
    configured: Type.Boolean({ description: 'false: no provider address is set, and no request is made.' }),
    current: Type.String(),
    latest: Type.Union([Type.String(), Type.Null()], { description: 'null: the provider did not answer.' }),
    updateAvailable: Type.Boolean(),
    releaseNotesUrl: Type.Union([Type.String(), Type.Null()]),
    checkedTime: IsoTime,
  },
  { additionalProperties: false },
);
export type VersionCheck = Static<typeof VersionCheck>;

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
