import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointName } from '../contract/endpoints';
import { routes } from '../contract/routes/index';
import { ADMIN, createUser, removeDir, signIn, unlock, withCookie } from './helpers';
import { startMediaServer, waitFor, type MediaTestServer } from './media-helpers';
import { SoftAuthenticator } from './support/soft-authenticator';
import { testViewer } from './support/whep-client';

/**
 * anonymous; viewer: read-only with a view grant on the target stream; outsider:
 * a user without access to it; operator: a user with a manage grant; admin.
 */
type Role = 'anonymous' | 'viewer' | 'outsider' | 'operator' | 'admin';
const ROLES: Role[] = ['anonymous', 'viewer', 'outsider', 'operator', 'admin'];
const TARGET = 'target';
/** Runs with a live window all along (nothing in the table pauses it): its thumbnail is a picture. */
const PICTURED = 'pictured';
const MISSING_SESSION = '0'.repeat(32);
/** A WebRTC offer of a test peer (beforeAll). */
let offer = '';
const WINDOW = 'start_time=2026-11-22T09:00:00.000Z&end_time=2026-11-22T10:00:00.000Z';

interface Case {
  params?: Record<string, string>;
  body?: (n: number) => object;
  /** A text body sent as application/sdp (a WebRTC offer). */
  sdp?: () => string;
  /** Query string, without the '?'. */
  query?: string;
  /** Expected status for anonymous, viewer, outsider, operator, admin. */
  expect: [number, number, number, number, number];
}

/** WebAuthn answers made by a software authenticator for challenges this server never gave. */
const FOREIGN = new SoftAuthenticator('http://localhost:80');
const FOREIGN_REGISTRATION = FOREIGN.register({ challenge: 'bm90LWdpdmVu' });
const FOREIGN_ASSERTION = FOREIGN.assert({ challenge: 'bm90LWdpdmVu' });

let n = 0;
const all = (status: number): Case['expect'] => [status, status, status, status, status];
const signedIn = (status: number): Case['expect'] => [401, status, status, status, status];
const adminOnly = (status: number): Case['expect'] => [401, 403, 403, 403, status];
const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/**
 * Every /v1 route the server has, with what each role gets. A route the server
 * serves but this table lacks fails the test, so a new route cannot ship
 * without a decision about who may call it.
 */
const table: Partial<Record<EndpointName, Case>> = {
  getUiSettings: { expect: all(200) },
  // What each role finds (streams they may view, mosaics they may watch, users for administrators): search.test.ts.
  search: { query: `q=${TARGET}&limit=5`, expect: signedIn(200) },
  getHealth: { expect: all(200) },
  unlock: { body: () => ({ login: 'late', password: 'Late-comer-2026', email: 'l@x.io' }), expect: all(409) },
  signIn: { body: () => ({ login: 'nobody', password: 'wrong-pass' }), expect: all(401) },
  signOut: { expect: signedIn(200) },
  // Anyone may ask for a code; an unknown address (a fresh one per call, to stay clear of the per-address limit) is 404.
  sendPasswordReset: { body: (i) => ({ email: `nobody${i}@example.com` }), expect: all(404) },
  resetPassword: {
    body: () => ({ email: 'nobody@example.com', code: '000000', password: 'Whatever-pass-2026' }),
    expect: all(400),
  },
  // A ticket nobody was given: the second step of sign-in is refused to all.
  signInSecondFactor: { body: () => ({ ticket: 't.unknown', code: '000000' }), expect: all(401) },
  // Asking again before a sensitive action: a session only (the table below).
  stepUp: { body: () => ({ password: 'not-the-password' }), expect: signedIn(403) },
  // Single sign-on is not set up on this server: both redirect everyone to the sign-in page with the reason.
  signInOidc: { query: 'returnTo=/streams', expect: all(302) },
  signInOidcCallback: { query: 'code=x&state=y', expect: all(302) },
  // Passkeys: anyone may ask for sign-in options; an answer nobody's passkey made is refused to all.
  passkeySignInOptions: { body: () => ({}), expect: all(200) },
  signInWithPasskey: { body: () => ({ credential: FOREIGN_ASSERTION }), expect: all(401) },
  // The signed-in user's own passkeys: listing with a token; registering and deleting need a session (below).
  listPasskeys: { expect: signedIn(200) },
  renamePasskey: { params: { id: '999' }, body: () => ({ name: 'Nobody' }), expect: signedIn(404) },
  startPasskeyRegistration: { expect: signedIn(403) },
  registerPasskey: { body: () => ({ name: 'Key', credential: FOREIGN_REGISTRATION }), expect: signedIn(403) },
  deletePasskey: { params: { id: '999' }, expect: signedIn(403) },
  getMe: { expect: signedIn(200) },
  updateMe: { body: () => ({ fullName: 'Renamed' }), expect: signedIn(200) },
  listSessions: { expect: signedIn(200) },
  terminateSessions: { expect: signedIn(200) },
  deleteSession: { params: { id: 'missing' }, expect: signedIn(404) },
  listTokens: { expect: signedIn(200) },
  // This table calls with API tokens: a token makes no further tokens (a session does: the table below).
  createToken: { body: () => ({ name: 'table' }), expect: signedIn(403) },
  deleteToken: { params: { id: 'missing' }, expect: signedIn(404) },
  // The second factor: anyone signed in reads theirs; enrolling and removing need a session (the table below).
  getTwoFactor: { expect: signedIn(200) },
  startTotp: { expect: signedIn(403) },
  confirmTotp: { body: () => ({ code: '000000' }), expect: signedIn(403) },
  removeTotp: { body: () => ({ password: 'not-the-password' }), expect: signedIn(403) },
  listUsers: { expect: [401, 403, 403, 403, 200] },
  createUser: {
    body: (i) => ({ name: `made${i}`, password: 'Made-by-table-9', permissionType: 'user' }),
    expect: [401, 403, 403, 403, 200],
  },
  getUser: { params: { login: 'operator' }, expect: [401, 403, 403, 403, 200] },
  updateUser: { params: { login: 'outsider' }, body: () => ({ fullName: 'Out' }), expect: [401, 403, 403, 403, 200] },
  // Missing users: a real block or delete would change the roles this table signs in with.
  deleteUser: { params: { login: 'missing' }, expect: [401, 403, 403, 403, 404] },
  blockUser: { params: { login: 'missing' }, expect: [401, 403, 403, 403, 404] },
  unblockUser: { params: { login: 'outsider' }, expect: [401, 403, 403, 403, 200] },
  listUserSessions: { params: { login: 'operator' }, expect: [401, 403, 403, 403, 200] },
  deleteUserSession: { params: { login: 'operator', id: 'missing' }, expect: [401, 403, 403, 403, 404] },
  resetUserTwoFactor: { params: { login: 'outsider' }, expect: [401, 403, 403, 403, 200] },
  // A demo source: ffmpeg answers in well under a second.
  probeStream: { query: `url=${encodeURIComponent('demo://Table')}`, expect: [401, 403, 200, 200, 200] },
  previewStream: { query: `url=${encodeURIComponent('demo://Table')}`, expect: [401, 403, 200, 200, 200] },
  // Streams: lists leave out what a user may not see; a stream one may not see is 404, one seen but not managed 403.
  listStreams: { expect: signedIn(200) },
  getStream: { params: { uid: TARGET }, expect: [401, 200, 404, 200, 200] },
  getStreamThumbnail: { params: { uid: PICTURED }, query: 't=1', expect: [401, 200, 404, 200, 200] },
  createStream: {
    body: (i) => ({ name: `Made ${i}`, streamSource: 'demo://made' }),
    expect: [401, 403, 200, 200, 200],
  },
  updateStream: { params: { uid: TARGET }, body: () => ({ name: 'Target' }), expect: [401, 403, 404, 200, 200] },
  deleteStream: { params: { uid: 'missing' }, expect: [401, 403, 404, 404, 404] },
  pauseStream: { params: { uid: TARGET }, expect: [401, 403, 404, 200, 200] },
  resumeStream: { params: { uid: TARGET }, expect: [401, 403, 404, 200, 200] },
  getStreamLogs: { params: { uid: TARGET }, expect: [401, 403, 404, 200, 200] },
  getStreamShare: { params: { uid: TARGET }, expect: [401, 403, 404, 200, 200] },
  deleteStreamShare: { params: { uid: TARGET }, expect: [401, 403, 404, 200, 200] },
  getStreamPermissions: { params: { uid: TARGET }, expect: [401, 403, 403, 403, 200] },
  setStreamPermissions: {
    params: { uid: TARGET },
    body: () => ({
      items: [
        { login: 'viewer', level: 'view' },
        { login: 'operator', level: 'manage' },
      ],
    }),
    expect: [401, 403, 403, 403, 200],
  },
  getUserPermissions: { params: { login: 'operator' }, expect: [401, 403, 403, 403, 200] },
  setUserPermissions: { params: { login: 'outsider' }, body: () => ({ items: [] }), expect: [401, 403, 403, 403, 200] },
  // Live and archive: every URL of a stream, playlists and segments included (docs/security.md, ACCESS-2).
  getLivePlaylist: { params: { uid: TARGET }, expect: [401, 200, 404, 200, 200] },
  // A demo:// stream has a low-resolution rendition (small mosaic tiles): the same rules as its main picture.
  getLiveLowResPlaylist: { params: { uid: TARGET }, expect: [401, 200, 404, 200, 200] },
  getSegment: { params: { uid: TARGET, run: 'x', file: 'init.mp4' }, expect: [401, 404, 404, 404, 404] },
  // The live edge's first init (in memory) of a stream that runs all along.
  getLiveEdgeFile: { params: { uid: PICTURED, file: 'init-0.mp4' }, expect: [401, 200, 404, 200, 200] },
  // Live over WebRTC: a real offer (the peer never connects; its session ends on its own).
  startWhep: { params: { uid: PICTURED }, sdp: () => offer, expect: [401, 201, 404, 201, 201] },
  endWhep: { params: { uid: PICTURED, session: MISSING_SESSION }, expect: [401, 404, 404, 404, 404] },
  patchWhep: { params: { uid: PICTURED, session: MISSING_SESSION }, expect: [401, 404, 404, 404, 404] },
  getArchivePlaylist: { params: { uid: TARGET }, query: WINDOW, expect: [401, 200, 404, 200, 200] },
  getArchiveRanges: { params: { uid: TARGET }, query: WINDOW, expect: [401, 200, 404, 200, 200] },
  getArchiveStats: { params: { uid: TARGET }, expect: [401, 200, 404, 200, 200] },
  getArchiveAvailableDays: { params: { uid: TARGET }, query: WINDOW, expect: [401, 200, 404, 200, 200] },
  // Nothing recorded in the window: 404 for those who may see the stream.
  downloadArchive: { params: { uid: TARGET }, query: WINDOW, expect: [401, 404, 404, 404, 404] },
  // A recorded moment's picture: nothing recorded at that time is 404 for those who may see the stream
  // (the picture itself, the gaps and a share link: archive-preview.test.ts).
  getArchivePreview: {
    params: { uid: TARGET },
    query: 'time=2026-11-22T09:30:00.000Z',
    expect: [401, 404, 404, 404, 404],
  },
  // Motion follows the archive: a stream one may not view is 404 (what each finds: events.test.ts).
  searchArchiveMotion: { params: { uid: TARGET }, query: WINDOW, expect: [401, 200, 404, 200, 200] },
  listAnnotations: {
    query: `streamId=${TARGET}&from=2026-11-22T09:00:00.000Z&to=2026-11-22T10:00:00.000Z`,
    expect: [401, 200, 404, 200, 200],
  },
  // Mosaics: a read-only user makes none; a stream one may not view is a ValidationError on its tile;
  // a mosaic one may not see is 404 (the visibility rules themselves: mosaics.test.ts).
  listMosaics: { expect: signedIn(200) },
  createMosaic: {
    body: (i) => ({ name: `Wall ${i}`, layout: { columns: 2, rows: 2 }, cells: [{ position: 0, streamUid: TARGET }] }),
    expect: [401, 403, 400, 200, 200],
  },
  getMosaic: { params: { id: 'missing' }, expect: signedIn(404) },
  saveMosaic: {
    params: { id: 'missing' },
    body: () => ({ name: 'Wall', layout: { columns: 1, rows: 1 }, cells: [] }),
    expect: [401, 403, 404, 404, 404],
  },
  deleteMosaic: { params: { id: 'missing' }, expect: [401, 403, 404, 404, 404] },
  // Bookmarks follow the stream: a read-only viewer makes and changes none; a stream one may not view is a
  // ValidationError on streamUid; a bookmark one may not see is 404 (the rules themselves: bookmarks.test.ts).
  listBookmarks: { expect: signedIn(200) },
  // Each caller's own held hours; who may hold at all and the cap: bookmarks.test.ts.
  getBookmarkHoldUsage: { expect: signedIn(200) },
  createBookmark: {
    body: (i) => ({ streamUid: TARGET, name: `Mark ${i}`, startTime: '2026-11-22T09:30:00.000Z' }),
    expect: [401, 403, 400, 200, 200],
  },
  getBookmark: { params: { id: 'missing' }, expect: signedIn(404) },
  updateBookmark: { params: { id: 'missing' }, body: () => ({ name: 'Mark' }), expect: [401, 403, 404, 404, 404] },
  deleteBookmark: { params: { id: 'missing' }, expect: [401, 403, 404, 404, 404] },
  // Events: every signed-in user lists those of the streams they may view and marks them for themselves.
  listEvents: { expect: signedIn(200) },
  setEventsReviewed: { body: () => ({ ids: ['1'], reviewed: true }), expect: signedIn(200) },
  // Administration: the configuration, the logo, the license.
  getConfiguration: { expect: adminOnly(200) },
  saveConfiguration: { body: () => ({ appTitle: 'Vigil' }), expect: adminOnly(200) },
  uploadLogo: { body: () => ({ type: 'image/png', data: ONE_PIXEL_PNG }), expect: adminOnly(200) },
  deleteLogo: { expect: adminOnly(200) },
  sendTestEmail: { expect: adminOnly(200) },
  // Directory users: no directory is configured here, so the test and the sync answer ok: false (200).
  getDirectory: { expect: adminOnly(200) },
  saveDirectory: { body: () => ({ syncMinutes: 60 }), expect: adminOnly(200) },
  testDirectory: { expect: adminOnly(200) },
  syncDirectory: { expect: adminOnly(200) },
  // The sign-in page shows the logo: open to all (none is uploaded when this row runs, before uploadLogo's).
  getLogo: { expect: all(404) },
  getLicense: { expect: signedIn(200) },
  // Not a license: an administrator gets LicenseIncorrect, nobody else gets that far.
  saveLicense: { body: () => ({ text: 'not a license' }), expect: [401, 403, 403, 403, 400] },
  deleteLicense: { expect: adminOnly(200) },
  // The cluster: this server is its only node here (SQLite); drain needs the license's cluster feature.
  listClusterNodes: { expect: adminOnly(200) },
  getClusterNode: { params: { id: 'local' }, expect: adminOnly(200) },
  listUiNodes: { expect: signedIn(200) },
  drainClusterNode: { params: { id: 'local' }, expect: [401, 403, 403, 403, 403] },
  undrainClusterNode: { params: { id: 'local' }, expect: adminOnly(200) },
  // Server debug: the server's own log, its level and the process's health, for administrators only.
  getSystemLogs: { query: 'level=warn&search=x', expect: [401, 403, 403, 403, 200] },
  downloadSystemLogs: { expect: [401, 403, 403, 403, 200] },
  getLogLevel: { expect: [401, 403, 403, 403, 200] },
  setLogLevel: { body: () => ({ level: 'info' }), expect: [401, 403, 403, 403, 200] },
  getSystemStats: { expect: [401, 403, 403, 403, 200] },
  // Statistics and the version check (no address is configured here: no outside request).
  getAdminStats: { query: 'range=6h', expect: adminOnly(200) },
  versionCheck: { expect: adminOnly(200) },
  // The audit log and its CSV export: administrators only.
  listAuditLogs: { query: 'action=auth.&outcome=failure', expect: [401, 403, 403, 403, 200] },
  exportAuditLogs: { query: 'actor=admin', expect: [401, 403, 403, 403, 200] },
  // The tunnel: administrators only; without a license an administrator's start is EnterpriseOnly
  // (tunnel.test.ts starts one for real); status and stop need no license.
  getTunnelStatus: { expect: adminOnly(200) },
  startTunnel: { body: () => ({ location: 'RU' }), expect: adminOnly(403) },
  stopTunnel: { expect: adminOnly(200) },
  // Case exports: the signing key's public half for everyone signed in.
  getExportKey: { expect: signedIn(200) },
  // Exports are their maker's and the administrators'; an item needs view permission on its stream (one
  // that may not be viewed is 404, as a missing one), and nothing is recorded in the window: 404 for all.
  listExports: { expect: signedIn(200) },
  createExport: {
    body: () => ({
      name: 'Case',
      reason: 'Table',
      items: [{ streamId: TARGET, startTime: '2026-11-22T09:00:00.000Z', endTime: '2026-11-22T09:10:00.000Z' }],
    }),
    expect: [401, 404, 404, 404, 404],
  },
  getExport: { params: { id: 'missing' }, expect: signedIn(404) },
  downloadExport: { params: { id: 'missing' }, expect: signedIn(404) },
  // Called with no package: a ValidationError on body for everyone signed in (verification itself: exports.test.ts).
  verifyExport: { expect: signedIn(400) },
  // Clip links of a package: its maker's and the administrators' (404 for an export nobody may see);
  // the public side is anyone's, and an unknown token is 404 for all (export-links.test.ts).
  createExportLink: {
    params: { id: 'missing' },
    body: () => ({ expiresAt: '2030-01-01T00:00:00.000Z' }),
    expect: signedIn(404),
  },
  listExportLinks: { params: { id: 'missing' }, expect: signedIn(404) },
  revokeExportLink: { params: { id: 'missing', linkId: 'missing' }, expect: signedIn(404) },
  openClip: { params: { token: 'unknown' }, body: () => ({}), expect: all(404) },
  getClipFile: { params: { token: 'unknown', index: '0' }, query: 'key=x', expect: all(404) },
  downloadClip: { params: { token: 'unknown' }, query: 'key=x', expect: all(404) },
};

/**
 * Where an API token and a signed-in session get different answers: making tokens and changing the
 * password or e-mail need a session. Each row is called by every role with its token, then with a
 * fresh session; the password "change" keeps the old one (400 for a session), so the roles still sign in.
 */
const sessionOnly: (Omit<Case, 'expect' | 'body'> & {
  name: EndpointName;
  body: (role: Exclude<Role, 'anonymous'>, n: number) => object;
  token: Case['expect'];
  session: Case['expect'];
})[] = [
  { name: 'createToken', body: () => ({ name: 'pair' }), token: signedIn(403), session: signedIn(200) },
  // Each role proves itself again with its password; a fresh session passes the sensitive routes as a token does.
  { name: 'stepUp', body: (role) => ({ password: passwords[role][1] }), token: signedIn(403), session: signedIn(200) },
  {
    name: 'deleteUser',
    params: { login: 'missing' },
    body: () => ({}),
    token: adminOnly(404),
    session: adminOnly(404),
  },
  // A pending secret for each role; a wrong code confirms nothing; a wrong password removes nothing.
  { name: 'startTotp', body: () => ({}), token: signedIn(403), session: signedIn(200) },
  // Passkeys: options for each role; an answer to no challenge of theirs keeps nothing; a passkey not theirs is 404.
  { name: 'startPasskeyRegistration', body: () => ({}), token: signedIn(403), session: signedIn(200) },
  {
    name: 'registerPasskey',
    body: () => ({ name: 'Key', credential: FOREIGN_REGISTRATION }),
    token: signedIn(403),
    session: signedIn(400),
  },
  { name: 'deletePasskey', params: { id: '999' }, body: () => ({}), token: signedIn(403), session: signedIn(404) },
  { name: 'confirmTotp', body: () => ({ code: '000000' }), token: signedIn(403), session: signedIn(400) },
  {
    name: 'removeTotp',
    body: () => ({ password: 'not-the-password' }),
    token: signedIn(403),
    session: signedIn(400),
  },
  {
    name: 'updateMe',
    body: (role, i) => ({ email: `${role}${i}@example.com`, oldPassword: passwords[role][1] }),
    token: signedIn(403),
    session: signedIn(200),
  },
  {
    name: 'updateMe',
    body: (role) => ({ password: passwords[role][1], oldPassword: passwords[role][1] }),
    token: signedIn(403),
    session: signedIn(400),
  },
  // The administrator's own account through the users administration.
  {
    name: 'updateUser',
    params: { login: ADMIN.login },
    body: (_, i) => ({ email: `admin${i}@example.com` }),
    token: adminOnly(403),
    session: adminOnly(200),
  },
];

let server: MediaTestServer;
const passwords: Record<Exclude<Role, 'anonymous'>, [string, string]> = {
  viewer: ['viewer', 'Look-only-2026'],
  outsider: ['outsider', 'Stay-away-2026'],
  operator: ['operator', 'Night-shift-2026'],
  admin: [ADMIN.login, ADMIN.password],
};
/** One API token per role: fast, and unaffected by the sign-out and terminate rows. */
const bearer: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  // The recording side is on, so the live and archive routes are served too.
  server = await startMediaServer({ media: { webrtc: { hosts: ['127.0.0.1'], ports: null, iceServers: [] } } });
  const viewer = await testViewer();
  offer = viewer.offer;
  await viewer.close();
  const admin = await unlock(server);
  await createUser(server, admin, { name: 'viewer', password: passwords.viewer[1], maxStreamCreation: 0 });
  await createUser(server, admin, { name: 'outsider', password: passwords.outsider[1] });
  await createUser(server, admin, { name: 'operator', password: passwords.operator[1] });
  for (const uid of [TARGET, PICTURED]) {
    const created = await server.app.inject({
      method: 'POST',
      url: '/v1/stream',
      headers: withCookie(admin),
      payload: { uid, name: uid, streamSource: `demo://${uid}` },
    });
    expect(created.statusCode).toBe(200);
    const granted = await server.app.inject({
      method: 'POST',
      url: `/v1/stream/${uid}/permissions`,
      headers: withCookie(admin),
      payload: {
        items: [
          { login: 'viewer', level: 'view' },
          { login: 'operator', level: 'manage' },
        ],
      },
    });
    expect(granted.statusCode).toBe(200);
  }
  for (const role of ['viewer', 'outsider', 'operator', 'admin'] as const) {
    const cookie = await signIn(server, ...passwords[role]);
    const token = await server.app.inject({
      method: 'POST',
      url: '/v1/token',
      headers: withCookie(cookie),
      payload: { name: 'table' },
    });
    bearer[role] = (token.json() as { secret: string }).secret;
  }
  await waitFor(() => server.media.live(PICTURED).length > 0, 20_000, 'a live segment to take a thumbnail of');
});
afterAll(async () => {
  await server.close();
  removeDir(server.dir);
});

const served = () =>
  (Object.keys(routes) as EndpointName[]).filter((name) =>
    server.app.hasRoute({ method: routes[name].method as HTTPMethods, url: routes[name].url }),
  );

describe('authorization table', () => {
  it('has a row for every route the server serves, and no row for a route it does not', () => {
    const rows = Object.keys(table).sort();
    expect(served().sort()).toEqual(rows);
  });

  it('answers each role as the table says', async () => {
    const failures: string[] = [];
    for (const name of served()) {
      const row = table[name];
      if (!row) continue;
      const route = routes[name];
      for (const [i, role] of ROLES.entries()) {
        const token = bearer[role];
        const path = route.url.replace(/:([a-z]+)/gi, (_, p: string) => encodeURIComponent(row.params?.[p] ?? 'x'));
        const url = row.query ? `${path}?${row.query}` : path;
        const res = await server.app.inject({
          method: route.method,
          url,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(row.sdp ? { 'content-type': 'application/sdp' } : {}),
          },
          ...(row.body ? { payload: row.body(++n) } : row.sdp ? { payload: row.sdp() } : {}),
        });
        if (res.statusCode !== row.expect[i])
          failures.push(`${name} as ${role}: ${res.statusCode}, expected ${row.expect[i]}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('a token and a session', () => {
  it('answer differently only where a signed-in session is needed', async () => {
    const sessions: Partial<Record<Role, string>> = {};
    for (const role of ['viewer', 'outsider', 'operator', 'admin'] as const) {
      sessions[role] = await signIn(server, ...passwords[role]);
    }
    const failures: string[] = [];
    for (const row of sessionOnly) {
      const route = routes[row.name];
      const url = route.url.replace(/:([a-z]+)/gi, (_, p: string) => encodeURIComponent(row.params?.[p] ?? 'x'));
      for (const [i, role] of ROLES.entries()) {
        for (const [caller, headers, expected] of [
          ['token', bearer[role] ? { authorization: `Bearer ${bearer[role]}` } : {}, row.token[i]],
          ['session', withCookie(sessions[role]), row.session[i]],
        ] as const) {
          const res = await server.app.inject({
            method: route.method,
            url,
            headers,
            ...(role === 'anonymous' ? {} : { payload: row.body(role, ++n) }),
          });
          if (res.statusCode !== expected)
            failures.push(`${row.name} as ${role} with a ${caller}: ${res.statusCode}, expected ${expected}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('a share link', () => {
  it("opens its stream's live playlist and segments to anyone holding it, and nothing else", async () => {
    const shareOf = async (uid: string) => {
      const res = await server.app.inject({
        method: 'GET',
        url: `/v1/stream/${uid}/share`,
        headers: { authorization: `Bearer ${bearer.admin}` },
      });
      return (res.json() as { token: string }).token;
    };
    const token = await shareOf(PICTURED);
    const get = (url: string, share = token) =>
      server.app.inject({ method: 'GET', url, headers: { 'x-vigil-share': share } });
    const playlist = await get(`/v1/stream/${PICTURED}/live/index.m3u8`);
    expect(playlist.statusCode).toBe(200);
    const segment = playlist.body.split('\n').find((line) => line.endsWith('.m4s'));
    expect(segment).toBeDefined();
    const segmentUrl = new URL(segment ?? '', `http://x/v1/stream/${PICTURED}/live/index.m3u8`).pathname;
    expect((await get(segmentUrl)).statusCode).toBe(200);
    // Another stream's playlist, the archive, and a forged token: no.
    expect((await get(`/v1/stream/${TARGET}/live/index.m3u8`)).statusCode).toBe(404);
    expect((await get(`/v1/stream/${TARGET}/live/index.m3u8`, await shareOf(TARGET))).statusCode).toBe(200);
    expect((await get(`/v1/stream/${PICTURED}/archive/stats`)).statusCode).toBe(401);
    expect((await get(`/v1/stream/${PICTURED}/live/index.m3u8`, 'x.y.z')).statusCode).toBe(404);
    // Live over WebRTC too, of its own stream only.
    const whep = (uid: string, share = token) =>
      server.app.inject({
        method: 'POST',
        url: `/v1/stream/${uid}/live/whep`,
        headers: { 'x-vigil-share': share, 'content-type': 'application/sdp' },
        payload: offer,
      });

    const started = await whep(PICTURED);
    expect(started.statusCode).toBe(201);
    const location = String(started.headers.location);
    expect((await whep(TARGET)).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'DELETE', url: location })).statusCode).toBe(401);
    const ended = await server.app.inject({ method: 'DELETE', url: location, headers: { 'x-vigil-share': token } });
    expect(ended.statusCode).toBe(204);
  });
});
