import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import type { ClusterNode, HealthWarning, Mosaic, Stream, UiNode, UiSettings, User } from '@contract/index';
import { errorStatus, type ErrorCode } from '@contract/errors';
import { createHttp, setHttp } from '@/shared/http/client';

/**
 * One copy of the data every component test and story uses: boot data, the
 * three kinds of user, a stream and a mosaic, and a fake network (the one true
 * boundary the console's tests fake).
 */

const created = '2026-01-05T09:00:00.000Z';

function user(overrides: Partial<User>): User {
  return {
    name: 'user',
    email: 'user@example.com',
    fullName: '',
    language: 'en',
    isAdmin: false,
    permissionType: 'user',
    maxStreamCreation: -1,
    isManaged: false,
    isBlocked: false,
    isReadOnly: false,
    mustChangePassword: false,
    secondFactor: false,
    createdTime: created,
    ...overrides,
  };
}

export const users = {
  admin: user({
    name: 'admin',
    email: 'admin@example.com',
    fullName: 'Ada Admin',
    isAdmin: true,
    permissionType: 'admin',
  }),
  /** An ordinary signed-in user who may add streams. */
  user: user({ name: 'olga', email: 'olga@example.com', fullName: 'Olga Operator', maxStreamCreation: 10 }),
  /** docs/console.md#roles-and-permissions: maxStreamCreation 0 on a non-admin is read-only. */
  readOnly: user({
    name: 'rita',
    email: 'rita@example.com',
    fullName: 'Rita Reader',
    maxStreamCreation: 0,
    isReadOnly: true,
  }),
} satisfies Record<string, User>;

export const links = {
  documentation: 'https://docs.example.com/vigil',
  site: 'https://vigil.example.com',
  pricing: 'https://vigil.example.com/pricing',
};

/** Full boot data of a community server with every link set, signed in as `signedIn`. */
export function settingsFor(signedIn: User | null, overrides: Partial<UiSettings> = {}): UiSettings {
  return {
    isEnterprise: false,
    isLocked: false,
    prober: true,
    revision: 'abc1234',
    version: '1.2.3',
    appTitle: 'Vigil',
    appLogo: null,
    defaultLanguage: 'en',
    defaultTheme: 'system',
    brandColor: null,
    isLicenseExpired: false,
    archiveMaxDepthHours: -1,
    archiveDownloadMaxSeconds: 3600,
    playlistMaxSeconds: 604800,
    rangesMaxSeconds: 10800,
    smtpServerEnabled: true,
    smtpServerHost: 'smtp.example.com',
    smtpServerPort: 587,
    smtpServerProtected: true,
    links: { ...links },
    features: { tunnel: true, cluster: false, serverSwitcher: false, auditLogs: true },
    passwordResetAllowed: true,
    signInMethods: ['password'],
    ssoLabel: '',
    requireSecondFactor: 'none',
    tunnelLocations: ['RU'],
    productType: 'community',
    clusterEnabled: false,
    nodeId: 'node-1',
    kioskPrefillUser: null,
    kioskPrefillPassword: null,
    user: signedIn,
    ...overrides,
  };
}

export function stream(overrides: Partial<Stream> = {}): Stream {
  return {
    uid: 'cam-1',
    name: 'Front door',
    streamSource: 'demo://front-door',
    subSource: null,
    tags: ['entrance'],
    status: 'running',
    failureReason: null,
    failureCode: null,
    location: { name: 'Lobby' },
    meta: { marker: '', canManage: true },
    archive: { isEnable: true, mode: 'always', schedule: null },
    motion: { isEnable: true, sensitivity: 5, mask: [] },
    live: { onDemand: false, playlistUrl: '/live/cam-1/index.m3u8', lowResPlaylistUrl: null },
    node: { id: 'node-1', available: true },
    createdTime: created,
    ...overrides,
  };
}

export function mosaic(overrides: Partial<Mosaic> = {}): Mosaic {
  return {
    id: 'm-1',
    name: 'Lobby wall',
    owner: 'admin',
    isShared: true,
    layout: { columns: 2, rows: 2 },
    cells: [],
    createdTime: created,
    updatedTime: created,
    meta: { canAdmin: true },
    ...overrides,
  };
}

/** A one-cell tile of a mosaic at `position`, showing a paused stream the viewer may view. */
export function mosaicTile(position: number, streamUid: string, name: string): Mosaic['cells'][number] {
  return {
    access: 'view',
    position,
    columnSpan: 1,
    rowSpan: 1,
    streamUid,
    name,
    status: 'paused',
    playlistUrl: '/x',
    lowResPlaylistUrl: null,
  };
}

/** A node of the cluster: by default the current one, available, undrained, seen at 10:00:00 UTC on 22 Nov 2026. */
export function clusterNode(overrides: Partial<ClusterNode> = {}): ClusterNode {
  return {
    id: 'node-1',
    name: 'alpha',
    address: 'http://10.0.0.1:8080',
    available: true,
    drained: false,
    isCurrent: true,
    streamsCount: 12,
    version: '1.2.3',
    load: 0.42,
    lastSeenTime: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

/** A cluster of three as the server lists it (the current node first, then by name): one drained, one silent. */
export function clusterNodes(): ClusterNode[] {
  return [
    clusterNode(),
    clusterNode({
      id: 'node-2',
      name: 'bravo',
      address: 'http://10.0.0.2:8080',
      isCurrent: false,
      drained: true,
      streamsCount: 0,
      load: 0.05,
    }),
    clusterNode({
      id: 'node-3',
      name: 'charlie',
      address: 'http://10.0.0.3:8080',
      isCurrent: false,
      available: false,
      streamsCount: 7,
      load: 1.35,
      lastSeenTime: '2026-11-22T09:58:30.000Z',
    }),
  ];
}

/** The nodes the server switcher and the streams list's node filter offer, from the same cluster. */
export function uiNodes(): UiNode[] {
  return clusterNodes().map((n) => ({
    id: n.id,
    name: n.name,
    url: `${n.address}/ui/`,
    available: n.available,
    isCurrent: n.isCurrent,
  }));
}

/** Every health warning the server can send. */
export const allWarnings: HealthWarning[] = [
  { code: 'LICENSE_EXPIRATION', expiresAt: '2030-01-15T12:00:00.000Z' },
  { code: 'ALLOC_DIR_DISK_SPACE', usedPercent: 91.5 },
  { code: 'CLUSTER_NODE_DRAINED' },
];

// ---------------------------------------------------------------------------
// The fake network

export interface FakeRequest {
  method: string;
  url: string;
  query: unknown;
  body: unknown;
  /** The request's headers, names in lower case. */
  headers: Record<string, string>;
}

export interface FakeReply {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
}

export type FakeAnswer = FakeReply | 'no-response';
export type FakeHandler = (request: FakeRequest, server: FakeServer) => FakeAnswer | Promise<FakeAnswer>;

/** An error body of the /v1 API, answered with the code's own status unless told otherwise. */
export function apiError(code: string, status: number = errorStatus[code as ErrorCode] ?? 500): FakeReply {
  return { status, data: { code, message: `${code} (fake)` } };
}

/**
 * A small stateful fake of the server behind axios: who is signed in, whether
 * it is locked, its health warnings, and handlers per "METHOD /path". The boot
 * data and health calls answer from that state; anything not handled is
 * recorded in `unhandled` and answered with no response.
 */
export class FakeServer {
  settings: UiSettings;
  /** Who the server thinks is signed in (the boot data's user). */
  user: User | null;
  locked = false;
  warnings: HealthWarning[] = [];
  /** The whole server is away: every request gets no response. */
  down = false;
  readonly requests: FakeRequest[] = [];
  readonly unhandled: string[] = [];
  private readonly handlers = new Map<string, FakeHandler>();

  constructor(signedIn: User | null, settings: Partial<UiSettings> = {}) {
    this.user = signedIn;
    this.settings = settingsFor(signedIn, settings);
    this.locked = this.settings.isLocked;
    this.on('GET /v1/system/internal/ui/settings', () => ({ data: this.currentSettings() }));
    this.on('GET /v1/system/health', () => ({ data: { version: this.settings.version, warnings: this.warnings } }));
    // The streams list's node filter and the server switcher ask for the cluster's nodes (any user may).
    this.on('GET /v1/system/internal/ui/nodes', () => ({ data: uiNodes() }));
    // The shell asks for the user's own profile (the streams they follow, for its notifications).
    this.on('GET /v1/user', () => (this.user ? { data: this.user } : { status: 401, data: { code: 'NotAuthorized' } }));
    // The user menu of an administrator asks once: a server with no provider address configured.
    this.on('GET /v1/version-check', () => ({
      data: {
        configured: false,
        current: this.settings.version,
        latest: null,
        updateAvailable: false,
        releaseNotesUrl: null,
        checkedTime: '2026-11-22T10:00:00.000Z',
      },
    }));
  }

  /** The boot data as the server would answer it now. */
  currentSettings(): UiSettings {
    return { ...this.settings, isLocked: this.locked, user: this.locked ? null : this.user };
  }

  /** Answers "METHOD /v1/path" with a fixed reply or a handler. */
  on(route: string, answer: FakeHandler | FakeAnswer): this {
    this.handlers.set(route, typeof answer === 'function' ? answer : () => answer);
    return this;
  }

  /** The requests made to "METHOD /v1/path". */
  calls(route: string): FakeRequest[] {
    return this.requests.filter((r) => `${r.method} ${r.url}` === route);
  }

  readonly adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const request: FakeRequest = {
      method,
      url,
      query: config.params,
      body: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data,
      headers: Object.fromEntries(
        Object.entries(AxiosHeaders.from(config.headers).toJSON()).map(([k, v]) => [k.toLowerCase(), String(v)]),
      ),
    };
    this.requests.push(request);
    const handler = this.handlers.get(`${method} ${url}`);
    if (!handler) this.unhandled.push(`${method} ${url}`);
    const answer = handler && !this.down ? await handler(request, this) : 'no-response';
    if (answer === 'no-response') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    const status = answer.status ?? 200;
    const headers = Object.fromEntries(Object.entries(answer.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    const response = {
      status,
      statusText: String(status),
      data: answer.data ?? null,
      headers: new AxiosHeaders(headers),
      config,
      request: {},
    };
    if (status >= 400) {
      // Like axios: the failure carries the response, whose headers are a plain record here.
      throw new AxiosError(
        `Request failed with status code ${status}`,
        AxiosError.ERR_BAD_RESPONSE,
        config,
        {},
        {
          ...response,
          headers: headers as unknown as AxiosHeaders,
        },
      );
    }
    return response;
  };
}

/** Points the console's HTTP client at a new fake server. */
export function fakeServer(signedIn: User | null, settings: Partial<UiSettings> = {}): FakeServer {
  const server = new FakeServer(signedIn, settings);
  const http = createHttp();
  http.defaults.adapter = server.adapter;
  setHttp(http);
  return server;
}

/** Back to a client that reaches nothing (between tests). */
export function resetHttp(): void {
  const http = createHttp();
  http.defaults.adapter = async (config) => {
    throw new AxiosError('No fake server in this test', AxiosError.ERR_NETWORK, config, {});
  };
  setHttp(http);
}
