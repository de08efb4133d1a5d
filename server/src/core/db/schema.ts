import type { Generated, Selectable } from 'kysely';

/** Tables of the reference server. Times are Unix milliseconds (UTC). */
export interface UsersTable {
  id: Generated<number>;
  login: string;
  email: string;
  full_name: string;
  language: 'en' | 'ru';
  is_admin: number;
  max_stream_creation: number;
  is_managed: number;
  is_blocked: number;
  must_change_password: number;
  password_hash: string;
  created_at: number;
  updated_at: number;
  /** 1 when the user has a confirmed second factor (kept with totp_factors by the two-factor repository). */
  second_factor: Generated<number>;
  /** The streams the user follows: a JSON array of uids (docs/motion.md#following-streams). */
  followed_streams: Generated<string>;
}

/**
 * Every login and every e-mail of every user, lower-cased, as one key space: the primary key
 * keeps a login from equalling another user's e-mail (and e-mails from being shared), so
 * sign-in and password reset always resolve a name to one account.
 */
export interface UserNamesTable {
  name: string;
  user_id: number;
  kind: 'login' | 'email';
}

export interface SessionsTable {
  /** Public id, shown in session lists. */
  id: string;
  /** SHA-256 of the cookie secret; the secret itself is never stored. */
  secret_hash: string;
  user_id: number;
  created_at: number;
  last_seen_at: number;
  user_agent: string;
  address: string;
  /** When the user last proved who they are in this session (a password, a second factor): the step-up's clock. */
  last_proof_at: number;
}

export interface TokensTable {
  id: string;
  secret_hash: string;
  user_id: number;
  name: string;
  expire_at: number | null;
  created_at: number;
  last_used_at: number | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  time: number;
  actor: string | null;
  address: string;
  action: string;
  target: string | null;
  outcome: 'success' | 'failure' | 'denied';
  /** A JSON object of strings, numbers, booleans and nulls; null when there is nothing to add. */
  details: string | null;
  /** The action's first word (auth, user, stream…), so a whole group is filtered through an index. */
  action_group: Generated<string>;
}

/** Password reset codes: only a hash of the code is kept; a row is live while unused, not voided and not expired. */
export interface PasswordResetCodesTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the code, hex. */
  code_hash: string;
  created_at: number;
  expires_at: number;
  /** Wrong codes tried against this one. */
  attempts: number;
  used_at: number | null;
  voided_at: number | null;
}

export type StreamStatusValue = 'pending' | 'running' | 'paused' | 'failed' | 'idle';

/** A stream's settings and its last known status (the media supervisor keeps the status current). */
export interface StreamsTable {
  uid: string;
  name: string;
  /** The source URL; may carry credentials: shown to administrators only, never logged. */
  source: string;
  /**
   * The low-resolution sub-stream (small mosaic tiles play it, live only); null: none.
   * Checked and guarded like `source`: may carry credentials, administrators only, never logged.
   */
  sub_source: string | null;
  /** JSON array of tags (stream_tags holds the same, for filtering and grouping). */
  tags: string;
  location_name: string;
  marker: string;
  archive_enabled: number;
  on_demand: number;
  /** Paused by an operator: survives restarts. */
  paused: number;
  status: StreamStatusValue;
  failure_reason: string | null;
  /** The failure's reason word (a contract ErrorReason; read defensively). */
  failure_code: string | null;
  node_id: string;
  /** Bumped to revoke every share link given out so far. */
  share_version: number;
  /** 1: motion is looked for while it records (docs/motion.md). */
  motion_enabled: Generated<number>;
  /** 1 to 10. */
  motion_sensitivity: Generated<number>;
  /** JSON array of the grid cells left out (0 to 143; read defensively). */
  motion_mask: Generated<string>;
  /** What the archive keeps: always, motion, schedule (read defensively: anything else is always). */
  archive_mode: Generated<string>;
  /** JSON RecordingSchedule, or null (read defensively). */
  archive_schedule: Generated<string | null>;
  created_by: number | null;
  created_at: number;
  updated_at: number;
}

export interface StreamTagsTable {
  stream_uid: string;
  tag: string;
}

export interface StreamPermissionsTable {
  user_id: number;
  stream_uid: string;
  level: 'view' | 'manage';
}

/** One media segment on disk (fMP4), in the live window and, when recorded, in the archive. */
export interface SegmentsTable {
  id: Generated<number>;
  stream_uid: string;
  /** One ffmpeg run: segments of one run share an init segment and continue each other. */
  run_id: string;
  seq: number;
  start_ms: number;
  duration_ms: number;
  /** Path relative to the stream's media folder. */
  file: string;
  init_file: string;
  size: number;
  /** 1: part of the archive; 0: live only (archive off), removed once out of the live window. */
  recorded: number;
  /** The node whose disk holds the file. */
  node_id: Generated<string>;
}

export interface AnnotationsTable {
  id: Generated<number>;
  stream_uid: string;
  type: 'event' | 'other';
  time_ms: number;
  time_end_ms: number;
  title: string;
}

/** A mosaic: a grid of tiles; its owner (or an administrator) edits it, everyone sees it when shared. */
export interface MosaicsTable {
  id: string;
  name: string;
  owner_id: number;
  is_shared: number;
  columns: number;
  rows: number;
  created_at: number;
  updated_at: number;
}

/** One tile of a mosaic; it goes with its stream (a deleted stream leaves the mosaics it was in). */
export interface MosaicCellsTable {
  mosaic_id: string;
  position: number;
  stream_uid: string;
  column_span: number;
  row_span: number;
}

/** A named moment (end_ms null) or interval of one stream's archive; hold = 1 keeps it from retention. */
export interface BookmarksTable {
  id: string;
  stream_uid: string;
  name: string;
  description: string;
  start_ms: number;
  end_ms: number | null;
  hold: number;
  author_id: number | null;
  /** Who put the evidence hold on; null when not held (or that user is gone). */
  held_by: number | null;
  created_at: number;
  updated_at: number;
}

/** One tag of a bookmark, as typed (`tag`) and lower-cased (`key`, what the filter matches). */
export interface BookmarkTagsTable {
  bookmark_id: string;
  tag: string;
  key: string;
}

/** Settings kept across restarts: the configuration an administrator saved, the license text. */
export interface SettingsTable {
  key: string;
  value: string;
  updated_at: number;
}

/** One sample of the statistics page: `figures` is the JSON of a StatsSample without its time. */
export interface StatsSamplesTable {
  /** The node that took it: each node has its own history. */
  node_id: string;
  /** 10: as taken; 60: the average of a minute's samples. */
  step_s: number;
  time_ms: number;
  figures: string;
}

/** A server process of the cluster, as its last heartbeat left it. */
export interface NodesTable {
  id: string;
  name: string;
  /** Base URL other nodes and browsers reach it at. */
  url: string;
  version: string;
  /** 1: takes no new streams and hands its streams to the others. */
  drained: Generated<number>;
  /** One-minute load average per CPU core, times 1000. */
  load_milli: Generated<number>;
  started_at: number;
  last_seen: number;
}

/** One authenticator app per user; pending until confirmed_at is set. */
export interface TotpFactorsTable {
  user_id: number;
  /** The base32 secret, AES-256-GCM under a key derived from the server's secret. */
  secret_sealed: string;
  created_at: number;
  confirmed_at: number | null;
  /** The newest TOTP time step accepted: a code of this step or an older one is refused. */
  last_step: number;
}

export interface RecoveryCodesTable {
  user_id: number;
  /** SHA-256 of the normalized code, hex. */
  code_hash: string;
  used_at: number | null;
}

/** The password step of a sign-in waiting for its second step. */
export interface SignInTicketsTable {
  /** SHA-256 of the ticket, hex; the ticket itself is only in the answer. */
  id_hash: string;
  user_id: number;
  expires_at: number;
  attempts: number;
  used_at: number | null;
}

/** A provider's account (issuer and subject) a user signs in as by single sign-on. */
export interface OidcIdentitiesTable {
  issuer: string;
  subject: string;
  user_id: number;
  created_at: number;
  last_sign_in_at: number;
}

/** A passkey (a WebAuthn credential) of a user. */
export interface WebauthnCredentialsTable {
  id: Generated<number>;
  user_id: number;
  /** The credential's id as the authenticator gave it, base64url. */
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The authenticator's sign counter last seen: a lower or equal one later means a cloned authenticator. */
  counter: number;
  /** A JSON array of the transports the browser reported. */
  transports: string;
  name: string;
  created_at: number;
  last_used_at: number | null;
}

/** A WebAuthn challenge handed out: used once, within minutes. */
export interface WebauthnChallengesTable {
  challenge: string;
  purpose: 'register' | 'sign-in';
  /** Who registers, or who answers a sign-in ticket; null for a sign-in with a passkey alone. */
  user_id: number | null;
  /** The console's origin it was given to: the answer must come from there. */
  origin: string;
  expires_at: number;
}

/** A case export: queued, running, done (its package at `file`) or failed (`failure_reason`). */
export interface ExportsTable {
  id: string;
  /** Its maker; null once their account is deleted. */
  user_id: number | null;
  /** The maker's login when they made it. */
  author: string;
  name: string;
  reason: string;
  watermark: number;
  status: 'queued' | 'running' | 'done' | 'failed';
  /** 0 to 1000. */
  progress_milli: number;
  size: number | null;
  failure_reason: string | null;
  /** The node that runs it and keeps its package. */
  node_id: string;
  file: string | null;
  created_at: number;
  updated_at: number;
}

/** A clip link of an export's package: its token and password hashed. */
export interface ExportLinksTable {
  id: string;
  export_id: string;
  token_hash: string;
  password_hash: string | null;
  /** The login of who made it. */
  author: string;
  expires_at: number;
  max_views: number | null;
  views: number;
  revoked_at: number | null;
  created_at: number;
}

/** One interval of an export, in the order asked. */
export interface ExportItemsTable {
  export_id: string;
  position: number;
  stream_uid: string;
  stream_name: string;
  start_ms: number;
  end_ms: number;
}

/** One minute of a stream's motion grid (docs/motion.md#storage). */
export interface MotionGridTable {
  stream_uid: string;
  /** The minute's first millisecond (a multiple of 60 000). */
  minute_ms: number;
  /** 60 × 18 bytes: second s of the minute at byte 18·s; cell i is bit i % 8 of its byte ⌊i / 8⌋. */
  bitmaps: Uint8Array;
  /** 60 bytes: each second's motion level, 0–100. */
  levels: Uint8Array;
}

export interface MotionEventsTable {
  id: Generated<number>;
  stream_uid: string;
  start_ms: number;
  /** The end of the event's last second. */
  end_ms: number;
  peak_ms: number;
  /** 18 bytes: every cell that moved during the event. */
  cells: Uint8Array;
  /** The picture's file name in the stream's media folder; null: none was kept. */
  thumbnail: string | null;
  created_at: number;
}

export interface MotionEventReviewsTable {
  event_id: number;
  user_id: number;
  reviewed_at: number;
}

/** A user who came from the directory (LDAP / Active Directory): the directory domain's. */
export interface DirectoryUsersTable {
  user_id: number;
  /** The entry's distinguished name, as the directory last gave it. */
  dn: string;
  /** 1 when the synchronization blocked the user (no longer in the directory). */
  blocked_by_sync: number;
  synced_at: number;
}

export interface Database {
  users: UsersTable;
  user_names: UserNamesTable;
  sessions: SessionsTable;
  tokens: TokensTable;
  audit_log: AuditLogTable;
  password_reset_codes: PasswordResetCodesTable;
  streams: StreamsTable;
  stream_tags: StreamTagsTable;
  stream_permissions: StreamPermissionsTable;
  segments: SegmentsTable;
  annotations: AnnotationsTable;
  mosaics: MosaicsTable;
  mosaic_cells: MosaicCellsTable;
  bookmarks: BookmarksTable;
  bookmark_tags: BookmarkTagsTable;
  settings: SettingsTable;
  stats_samples: StatsSamplesTable;
  nodes: NodesTable;
  totp_factors: TotpFactorsTable;
  recovery_codes: RecoveryCodesTable;
  sign_in_tickets: SignInTicketsTable;
  oidc_identities: OidcIdentitiesTable;
  webauthn_credentials: WebauthnCredentialsTable;
  webauthn_challenges: WebauthnChallengesTable;
  exports: ExportsTable;
  export_items: ExportItemsTable;
  export_links: ExportLinksTable;
  motion_grid: MotionGridTable;
  motion_events: MotionEventsTable;
  motion_event_reviews: MotionEventReviewsTable;
  directory_users: DirectoryUsersTable;
}

/** A user as stored (the users domain maps it to the contract's shape). */
export type UserRow = Selectable<UsersTable>;
