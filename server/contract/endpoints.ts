/**
 * Every call of the /v1 API: method and URL (fastify style, `:param`).
 *
 * No dependencies, so the console imports it as a value to build its requests;
 * the TypeBox schemas of each call live in `routes/` and are imported by the
 * console as types only. A compile-time check in `routes/index.ts` makes sure
 * every endpoint here has its schemas.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  readonly method: HttpMethod;
  readonly url: string;
}

export const endpoints = {
  // System
  getUiSettings: { method: 'GET', url: '/v1/system/internal/ui/settings' },
  getHealth: { method: 'GET', url: '/v1/system/health' },
  unlock: { method: 'POST', url: '/v1/system/unlock' },
  search: { method: 'GET', url: '/v1/system/internal/ui/search' },
  getSystemLogs: { method: 'GET', url: '/v1/system/logs' },
  getSystemStats: { method: 'GET', url: '/v1/system/stats' },
  downloadSystemLogs: { method: 'GET', url: '/v1/system/logs/download' },
  getLogLevel: { method: 'GET', url: '/v1/system/log-level' },
  setLogLevel: { method: 'PUT', url: '/v1/system/log-level' },
  getLicense: { method: 'GET', url: '/v1/system/license' },
  saveLicense: { method: 'PUT', url: '/v1/system/license' },
  deleteLicense: { method: 'DELETE', url: '/v1/system/license' },

  // Sign-in, own profile, sessions, tokens, password
  signIn: { method: 'POST', url: '/v1/sign-in' },
  signOut: { method: 'POST', url: '/v1/sign-out' },
  getMe: { method: 'GET', url: '/v1/user' },
  updateMe: { method: 'PATCH', url: '/v1/user' },
  listSessions: { method: 'GET', url: '/v1/sessions' },
  terminateSessions: { method: 'POST', url: '/v1/sessions/terminate' },
  deleteSession: { method: 'DELETE', url: '/v1/session/:id' },
  listTokens: { method: 'GET', url: '/v1/tokens' },
  createToken: { method: 'POST', url: '/v1/token' },
  deleteToken: { method: 'DELETE', url: '/v1/token/:id' },
  sendPasswordReset: { method: 'POST', url: '/v1/password/send-reset' },
  resetPassword: { method: 'POST', url: '/v1/password/reset' },
  signInSecondFactor: { method: 'POST', url: '/v1/sign-in/second-factor' },
  stepUp: { method: 'POST', url: '/v1/sign-in/step-up' },
  // Single sign-on (OpenID Connect): browser navigations, answered with redirects.
  signInOidc: { method: 'GET', url: '/v1/sign-in/oidc' },
  signInOidcCallback: { method: 'GET', url: '/v1/sign-in/oidc/callback' },

  // The signed-in user's second factor
  getTwoFactor: { method: 'GET', url: '/v1/user/2fa/status' },
  startTotp: { method: 'POST', url: '/v1/user/2fa/totp' },
  confirmTotp: { method: 'POST', url: '/v1/user/2fa/totp/confirm' },
  removeTotp: { method: 'DELETE', url: '/v1/user/2fa/totp' },

  // Passkeys: the signed-in user's own, and sign-in with one
  startPasskeyRegistration: { method: 'POST', url: '/v1/user/webauthn/register/options' },
  registerPasskey: { method: 'POST', url: '/v1/user/webauthn/register' },
  listPasskeys: { method: 'GET', url: '/v1/user/webauthn' },
  renamePasskey: { method: 'PATCH', url: '/v1/user/webauthn/:id' },
  deletePasskey: { method: 'DELETE', url: '/v1/user/webauthn/:id' },
  passkeySignInOptions: { method: 'POST', url: '/v1/sign-in/webauthn/options' },
  signInWithPasskey: { method: 'POST', url: '/v1/sign-in/webauthn' },

  // Users (administration)
  listUsers: { method: 'GET', url: '/v1/users' },
  createUser: { method: 'POST', url: '/v1/users' },
  getUser: { method: 'GET', url: '/v1/user/:login' },
  updateUser: { method: 'PUT', url: '/v1/user/:login' },
  deleteUser: { method: 'DELETE', url: '/v1/user/:login' },
  blockUser: { method: 'POST', url: '/v1/user/:login/block' },
  unblockUser: { method: 'POST', url: '/v1/user/:login/unblock' },
  getUserPermissions: { method: 'GET', url: '/v1/user/:login/permissions' },
  setUserPermissions: { method: 'POST', url: '/v1/user/:login/permissions' },
  listUserSessions: { method: 'GET', url: '/v1/user/:login/sessions' },
  deleteUserSession: { method: 'DELETE', url: '/v1/user/:login/session/:id' },
  resetUserTwoFactor: { method: 'DELETE', url: '/v1/user/:login/2fa' },

  // Streams. docs/console.md#api-calls fixes these paths, and some share a shape: probe and preview beside
  // /v1/stream/:uid, pause/:uid and resume/:uid beside /v1/stream/:uid/logs, /permissions, /share
  // and /thumbnail. The static segment wins (fastify's router, as OpenAPI says), and no new stream
  // may take one of those words as its uid (RESERVED_STREAM_UIDS in schemas/stream.ts), so every
  // request reaches one operation; OpenAPI linters still flag the shapes (no-ambiguous-paths),
  // and the OpenAPI lint test accepts exactly those.
  listStreams: { method: 'GET', url: '/v1/streams' },
  createStream: { method: 'POST', url: '/v1/stream' },
  probeStream: { method: 'GET', url: '/v1/stream/probe' },
  previewStream: { method: 'GET', url: '/v1/stream/preview' },
  pauseStream: { method: 'POST', url: '/v1/stream/pause/:uid' },
  resumeStream: { method: 'POST', url: '/v1/stream/resume/:uid' },
  getStream: { method: 'GET', url: '/v1/stream/:uid' },
  getStreamThumbnail: { method: 'GET', url: '/v1/stream/:uid/thumbnail' },
  updateStream: { method: 'PUT', url: '/v1/stream/:uid' },
  deleteStream: { method: 'DELETE', url: '/v1/stream/:uid' },
  getStreamLogs: { method: 'GET', url: '/v1/stream/:uid/logs' },
  getStreamPermissions: { method: 'GET', url: '/v1/stream/:uid/permissions' },
  setStreamPermissions: { method: 'POST', url: '/v1/stream/:uid/permissions' },
  getStreamShare: { method: 'GET', url: '/v1/stream/:uid/share' },
  deleteStreamShare: { method: 'DELETE', url: '/v1/stream/:uid/share' },

  // Archive of one stream
  getArchivePlaylist: { method: 'GET', url: '/v1/stream/:uid/archive/index.m3u8' },
  getArchiveRanges: { method: 'GET', url: '/v1/stream/:uid/archive/ranges' },
  getArchiveStats: { method: 'GET', url: '/v1/stream/:uid/archive/stats' },
  getArchiveAvailableDays: { method: 'GET', url: '/v1/stream/:uid/archive/available-days' },
  downloadArchive: { method: 'GET', url: '/v1/stream/:uid/archive/download' },
  searchArchiveMotion: { method: 'GET', url: '/v1/stream/:uid/archive/motion' },
  getArchivePreview: { method: 'GET', url: '/v1/stream/:uid/archive/preview' },
  listAnnotations: { method: 'GET', url: '/v1/annotations' },

  // Live HLS of one stream, and the media segments both playlists point at
  getLivePlaylist: { method: 'GET', url: '/v1/stream/:uid/live/index.m3u8' },
  getLiveLowResPlaylist: { method: 'GET', url: '/v1/stream/:uid/live/low.m3u8' },
  getLiveEdgeFile: { method: 'GET', url: '/v1/stream/:uid/live/ll/:file' },
  getSegment: { method: 'GET', url: '/v1/stream/:uid/media/:run/:file' },
  // Live over WebRTC (WHEP, RFC 9725)
  startWhep: { method: 'POST', url: '/v1/stream/:uid/live/whep' },
  endWhep: { method: 'DELETE', url: '/v1/stream/:uid/live/whep/:session' },
  patchWhep: { method: 'PATCH', url: '/v1/stream/:uid/live/whep/:session' },

  // Mosaics
  listMosaics: { method: 'GET', url: '/v1/mosaics' },
  createMosaic: { method: 'POST', url: '/v1/mosaic' },
  getMosaic: { method: 'GET', url: '/v1/mosaic/:id' },
  saveMosaic: { method: 'POST', url: '/v1/mosaic/:id' },
  deleteMosaic: { method: 'DELETE', url: '/v1/mosaic/:id' },

  // Bookmarks on the archive
  listBookmarks: { method: 'GET', url: '/v1/bookmarks' },
  getBookmarkHoldUsage: { method: 'GET', url: '/v1/bookmarks/hold-usage' },
  createBookmark: { method: 'POST', url: '/v1/bookmark' },
  getBookmark: { method: 'GET', url: '/v1/bookmark/:id' },
  updateBookmark: { method: 'PATCH', url: '/v1/bookmark/:id' },
  deleteBookmark: { method: 'DELETE', url: '/v1/bookmark/:id' },

  // Events found in the recordings (motion), across the streams one may view
  listEvents: { method: 'GET', url: '/v1/events' },
  setEventsReviewed: { method: 'POST', url: '/v1/events/reviewed' },

  // Administration
  getAdminStats: { method: 'GET', url: '/v1/admin/stats' },
  getConfiguration: { method: 'GET', url: '/v1/admin/configuration' },
  saveConfiguration: { method: 'PUT', url: '/v1/admin/configuration' },
  listAuditLogs: { method: 'GET', url: '/v1/admin/audit-logs' },
  uploadLogo: { method: 'PUT', url: '/v1/admin/configuration/logo' },
  deleteLogo: { method: 'DELETE', url: '/v1/admin/configuration/logo' },
  sendTestEmail: { method: 'POST', url: '/v1/admin/configuration/test-email' },
  getLogo: { method: 'GET', url: '/v1/system/logo' },
  exportAuditLogs: { method: 'GET', url: '/v1/admin/audit-logs/export' },

  // Directory users (LDAP / Active Directory)
  getDirectory: { method: 'GET', url: '/v1/admin/directory' },
  saveDirectory: { method: 'PUT', url: '/v1/admin/directory' },
  testDirectory: { method: 'POST', url: '/v1/admin/directory/test' },
  syncDirectory: { method: 'POST', url: '/v1/admin/directory/sync' },

  // Tunnel
  startTunnel: { method: 'POST', url: '/v1/tunnel/start' },
  stopTunnel: { method: 'POST', url: '/v1/tunnel/stop' },
  getTunnelStatus: { method: 'GET', url: '/v1/tunnel/status' },

  // Cluster
  listClusterNodes: { method: 'GET', url: '/v1/system/cluster/nodes' },
  listUiNodes: { method: 'GET', url: '/v1/system/internal/ui/nodes' },
  getClusterNode: { method: 'GET', url: '/v1/system/cluster/node/:id' },
  drainClusterNode: { method: 'POST', url: '/v1/system/cluster/node/:id/drain' },
  undrainClusterNode: { method: 'POST', url: '/v1/system/cluster/node/:id/undrain' },

  // Signed case exports
  getExportKey: { method: 'GET', url: '/v1/system/export-key' },
  listExports: { method: 'GET', url: '/v1/exports' },
  createExport: { method: 'POST', url: '/v1/exports' },
  verifyExport: { method: 'POST', url: '/v1/exports/verify' },
  getExport: { method: 'GET', url: '/v1/exports/:id' },
  downloadExport: { method: 'GET', url: '/v1/exports/:id/download' },
  createExportLink: { method: 'POST', url: '/v1/exports/:id/links' },
  listExportLinks: { method: 'GET', url: '/v1/exports/:id/links' },
  revokeExportLink: { method: 'DELETE', url: '/v1/exports/:id/links/:linkId' },
  // A clip link's public side: anyone holding the link (docs/exports.md#clip-links)
  openClip: { method: 'POST', url: '/v1/clips/:token/open' },
  getClipFile: { method: 'GET', url: '/v1/clips/:token/files/:index' },
  downloadClip: { method: 'GET', url: '/v1/clips/:token/download' },

  // Provider's API
  versionCheck: { method: 'GET', url: '/v1/version-check' },
} as const satisfies Record<string, Endpoint>;

/** Image types a logo may have (no SVG: it can carry script). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The largest logo, in bytes. */
export const LOGO_MAX_BYTES = 256 * 1024;

/** docs/console.md#constants-and-limits: the console waits up to 60 s for a probe or a preview. */
export const PROBE_TIMEOUT_MS = 60_000;
/**
 * The server stops reading a source 5 s sooner, so its reason ("did not answer within 55 s")
 * reaches the console before the console stops waiting and can only say the server did not answer.
 */
export const PROBE_SERVER_TIMEOUT_MS = PROBE_TIMEOUT_MS - 5_000;

/**
 * A share link's token travels in this header (never in a URL, so no log keeps it). The
 * link itself is `/ui/watch/{uid}#share={token}`: the part after # never leaves the browser.
 */
export const SHARE_HEADER = 'x-vigil-share';

/** The console's page for a share link (under /ui). */
export function shareLinkPath(uid: string, token: string): string {
  return `/ui/watch/${encodeURIComponent(uid)}#share=${encodeURIComponent(token)}`;
}

/** The server's log levels, most verbose first (pino's names); the console lists them as they are. */
export const SERVER_LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;

export type EndpointName = keyof typeof endpoints;

/** Fills `:name` placeholders with URI-encoded values. */
export function buildPath(url: string, params: Record<string, string | number> = {}): string {
  return url.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The statistics page's ranges (GET /v1/admin/stats?range=), shortest first; the first is the default. */
export const STATS_RANGES = ['1h', '6h', '24h'] as const;
/** How often the server takes a sample of its figures. */
export const STATS_SAMPLE_SECONDS = 10;

/** No control characters: C0 (CR, LF and TAB among them), DEL and C1. */
export const SINGLE_LINE_PATTERN = '^[^\\u0000-\\u001F\\u007F-\\u009F]*$';

/** How long a clip link may live at most: 90 days. */
export const CLIP_LINK_MAX_DAYS = 90;
/** A clip link opens at most this many times when a limit is set. */
export const CLIP_LINK_MAX_VIEWS = 10_000;

/** The console's public page of a clip link (docs/exports.md#clip-links). */
export function clipLinkPath(token: string): string {
  return `/ui/clip/${encodeURIComponent(token)}`;
}
