import path from 'node:path';
import { SERVER_LOG_LEVELS } from '../contract/endpoints';
import type { ServerLogLevel } from '../contract/schemas/system';
import { directoryEnvironment, type DirectoryEnvironment } from './directory';
import { parseRelays, type Relay } from './tunnel';
import type { WebrtcOptions } from './media/webrtc/whep-peer';
import { isIP } from 'node:net';

/** Server configuration, read from the environment once at start. Every variable is in docs/configuration.md. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** The shared PostgreSQL database (VIGIL_DATABASE_URL, postgres://…); null: SQLite in the data folder. */
  databaseUrl: string | null;
  /** Where the built console lives (served under /ui/). */
  consoleDir: string;
  demo: boolean;
  /** Trust X-Forwarded-* only from these proxies (comma-separated addresses), else from nobody. */
  trustProxy: string[];
  /** Extra origins allowed to make state-changing requests (besides the server's own). */
  allowedOrigins: string[];
  /**
   * The console's address as its users open it (VIGIL_PUBLIC_ORIGIN, e.g. https://vigil.example.com):
   * passkeys are bound to its host name. Unset: the address each request came to.
   */
  publicOrigin: string | null;
  diskWarnPercent: number;
  /** How long a proof of who the user is lasts before sensitive actions ask again, minutes (VIGIL_STEP_UP_MINUTES). */
  stepUpMinutes: number;
  /** The longest part of the low-latency live playlist, ms (VIGIL_LIVE_PART_MS): players hold three behind the newest. */
  livePartMs: number;
  version: string;
  revision: string;
  appTitle: string;
  defaultLanguage: 'en' | 'ru';
  logLevel: ServerLogLevel;
  /** The server's log files in `<dataDir>/logs/`: the size one grows to before the next starts, and how many are kept. */
  logFileBytes: number;
  logFiles: number;
  /** SMTP server for password reset codes; null writes each message to `<dataDir>/outbox/` instead. */
  smtp: SmtpConfig | null;
  /** Sender of the server's e-mail (VIGIL_MAIL_FROM). */
  mailFrom: string;
  /** The ffmpeg binary (VIGIL_FFMPEG); null: the one on PATH, else the npm package's. */
  ffmpeg: string | null;
  /** The only folder file:// sources may read from (VIGIL_MEDIA); null: file:// sources are refused. */
  mediaDir: string | null;
  /** The look for users who chose none (VIGIL_DEFAULT_THEME), until an administrator saves another. */
  defaultTheme: 'system' | 'light' | 'dark';
  /** The provider's release API (VIGIL_VERSION_CHECK_URL); null: never asked. */
  versionCheckUrl: string | null;
  /** Documentation and pricing links of the user menu (VIGIL_DOCUMENTATION_URL, VIGIL_PRICING_URL). */
  links: { documentation: string | null; pricing: string | null };
  /** Ed25519 public keys whose licenses this server accepts (VIGIL_LICENSE_KEYS: comma-separated base64 SPKI). */
  licenseKeys: string[];
  /** SSH relays the tunnel may dial, one per location (VIGIL_TUNNEL_RELAYS, a JSON list); none: no tunnel. */
  tunnelRelays: Relay[];
  /** This server as a node of the cluster (VIGIL_NODE_ID, VIGIL_NODE_NAME, VIGIL_NODE_URL). */
  node: NodeConfig;
  /** The directory's settings the environment sets (VIGIL_LDAP_*): they win over saved ones. */
  directory: DirectoryEnvironment;
  /** The limits of case exports (docs/exports.md#limits). */
  exports: ExportLimits;
  /**
   * Single sign-on settings set by the environment (VIGIL_OIDC_*): each one given wins over the
   * configuration page's value (docs/people.md#single-sign-on).
   */
  oidc: OidcEnvironment;
  /** Live over WebRTC (VIGIL_WEBRTC, VIGIL_WEBRTC_HOSTS, VIGIL_WEBRTC_PORTS, VIGIL_WEBRTC_ICE_SERVERS); null: off. */
  webrtc: WebrtcOptions | null;
}

export interface ExportLimits {
  /** The longest item, hours (VIGIL_EXPORT_MAX_HOURS). */
  itemMaxHours: number;
  /** The largest export, GiB, as estimated from the recordings' sizes (VIGIL_EXPORT_MAX_GB). */
  maxGigabytes: number;
  /** How many of one user's exports may be queued or running at once (VIGIL_EXPORTS_PER_USER). */
  unfinishedPerUser: number;
  /** Days a finished package is kept, longer while an evidence hold covers it (VIGIL_EXPORT_KEEP_DAYS). */
  keepDays: number;
}

/** The VIGIL_OIDC_* variables that are set; a missing one leaves the configuration page's value. */
export interface OidcEnvironment {
  oidcIssuer?: string;
  oidcClientId?: string;
  oidcClientSecret?: string;
  oidcLabel?: string;
  oidcAdminGroups?: string[];
  oidcReadonlyGroups?: string[];
  oidcGroupsClaim?: string;
}

export interface NodeConfig {
  /** Unique in the cluster; `local` by default (a single server). */
  id: string;
  /** Shown in the cluster page and the server switcher; the id by default. */
  name: string;
  /** The base URL other nodes and browsers reach this node at; null: http://127.0.0.1:<listening port>. */
  url: string | null;
}

export interface SmtpConfig {
  host: string;
  port: number;
  /** TLS from the first byte (VIGIL_SMTP_SECURE=1); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user: string;
  password: string;
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function origin(env: Env, name: string): string | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an address like https://vigil.example.com, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be http(s), got "${raw}"`);
  return url.origin;
}

function list(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function readConfig(env: Env = process.env, cwd = process.cwd()): ServerConfig {
  const language = env.VIGIL_DEFAULT_LANGUAGE ?? 'en';
  if (language !== 'en' && language !== 'ru')
    throw new Error(`VIGIL_DEFAULT_LANGUAGE must be en or ru, got "${language}"`);
  return {
    port: integer(env, 'VIGIL_PORT', 8080, 0, 65535),
    host: env.VIGIL_HOST || '0.0.0.0',
    dataDir: path.resolve(cwd, env.VIGIL_DATA || './data'),
    databaseUrl: postgresUrl(env, 'VIGIL_DATABASE_URL'),
    consoleDir: path.resolve(cwd, env.VIGIL_CONSOLE_DIR || './dist'),
    demo: env.VIGIL_DEMO !== '0',
    exports: {
      itemMaxHours: integer(env, 'VIGIL_EXPORT_MAX_HOURS', 24, 1, 168),
      maxGigabytes: integer(env, 'VIGIL_EXPORT_MAX_GB', 16, 1, 4096),
      unfinishedPerUser: integer(env, 'VIGIL_EXPORTS_PER_USER', 2, 1, 100),
      keepDays: integer(env, 'VIGIL_EXPORT_KEEP_DAYS', 30, 1, 3650),
    },
    trustProxy: list(env.VIGIL_TRUST_PROXY),
    allowedOrigins: list(env.VIGIL_ALLOWED_ORIGINS),
    publicOrigin: origin(env, 'VIGIL_PUBLIC_ORIGIN'),
    diskWarnPercent: integer(env, 'VIGIL_DISK_WARN_PERCENT', 90, 1, 100),
    stepUpMinutes: integer(env, 'VIGIL_STEP_UP_MINUTES', 10, 1, 1440),
    livePartMs: integer(env, 'VIGIL_LIVE_PART_MS', 400, 200, 1000),
    version: env.npm_package_version || '0.1.0',
    revision: env.VIGIL_REVISION || 'dev',
    appTitle: env.VIGIL_APP_TITLE || 'Vigil',
    defaultLanguage: language,
    logLevel: logLevel(env.VIGIL_LOG_LEVEL || 'info'),
    logFileBytes: integer(env, 'VIGIL_LOG_FILE_BYTES', 5 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
    logFiles: integer(env, 'VIGIL_LOG_FILES', 5, 1, 100),
    smtp: smtpConfig(env),
    mailFrom: env.VIGIL_MAIL_FROM || 'Vigil <vigil@localhost>',
    ffmpeg: env.VIGIL_FFMPEG ? path.resolve(cwd, env.VIGIL_FFMPEG) : null,
    mediaDir: env.VIGIL_MEDIA ? path.resolve(cwd, env.VIGIL_MEDIA) : null,
    defaultTheme: oneOf(env, 'VIGIL_DEFAULT_THEME', ['system', 'light', 'dark'] as const, 'system'),
    versionCheckUrl: httpUrl(env, 'VIGIL_VERSION_CHECK_URL'),
    links: { documentation: httpUrl(env, 'VIGIL_DOCUMENTATION_URL'), pricing: httpUrl(env, 'VIGIL_PRICING_URL') },
    licenseKeys: list(env.VIGIL_LICENSE_KEYS),
    node: nodeConfig(env),
    tunnelRelays: parseRelays(env.VIGIL_TUNNEL_RELAYS),
    directory: directoryEnvironment(env),
    oidc: oidcEnvironment(env),
    webrtc: webrtcConfig(env),
  };
}

function oidcEnvironment(env: Env): OidcEnvironment {
  const out: OidcEnvironment = {};
  const text = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const issuer = text('VIGIL_OIDC_ISSUER');
  if (issuer !== undefined) {
    if (!/^https?:\/\/[^\s]+$/.test(issuer))
      throw new Error(`VIGIL_OIDC_ISSUER must be an http(s) URL, got "${issuer}"`);
    out.oidcIssuer = issuer;
  }
  const strings = [
    ['VIGIL_OIDC_CLIENT_ID', 'oidcClientId'],
    ['VIGIL_OIDC_CLIENT_SECRET', 'oidcClientSecret'],
    ['VIGIL_OIDC_LABEL', 'oidcLabel'],
    ['VIGIL_OIDC_GROUPS_CLAIM', 'oidcGroupsClaim'],
  ] as const;
  for (const [name, key] of strings) {
    const value = text(name);
    if (value !== undefined) out[key] = value;
  }
  if (env.VIGIL_OIDC_ADMIN_GROUPS !== undefined) out.oidcAdminGroups = list(env.VIGIL_OIDC_ADMIN_GROUPS);
  if (env.VIGIL_OIDC_READONLY_GROUPS !== undefined) out.oidcReadonlyGroups = list(env.VIGIL_OIDC_READONLY_GROUPS);
  return out;
}

function webrtcConfig(env: Env): WebrtcOptions | null {
  const switched = env.VIGIL_WEBRTC ?? 'on';
  if (!['', 'on', 'off'].includes(switched)) throw new Error(`VIGIL_WEBRTC must be on or off, got "${switched}"`);
  if (switched === 'off') return null;
  const hosts = list(env.VIGIL_WEBRTC_HOSTS);
  const bad = hosts.find((h) => !isIP(h));
  if (bad !== undefined) throw new Error(`VIGIL_WEBRTC_HOSTS must be IP addresses, got "${bad}"`);
  const rawPorts = env.VIGIL_WEBRTC_PORTS?.trim();
  let ports: [number, number] | null = null;
  if (rawPorts) {
    const match = /^(\d{1,5})-(\d{1,5})$/.exec(rawPorts);
    const [first, last] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
    if (!match || first < 1024 || last > 65535 || first > last)
      throw new Error(`VIGIL_WEBRTC_PORTS must be a range like 50000-50100 within 1024-65535, got "${rawPorts}"`);
    ports = [first, last];
  }
  const iceServers = list(env.VIGIL_WEBRTC_ICE_SERVERS).map((url) => {
    if (!/^(stun|turns?):\S+$/.test(url))
      throw new Error(`VIGIL_WEBRTC_ICE_SERVERS must be stun: or turn: addresses, got "${url}"`);
    return { urls: url };
  });
  return { hosts: hosts.length ? hosts : null, ports, iceServers };
}

const NODE_ID = /^[A-Za-z0-9_-]{1,64}$/;

function nodeConfig(env: Env): NodeConfig {
  const id = env.VIGIL_NODE_ID?.trim() || 'local';
  if (!NODE_ID.test(id)) throw new Error(`VIGIL_NODE_ID must be 1 to 64 letters, digits, _ or -, got "${id}"`);
  const url = httpUrl(env, 'VIGIL_NODE_URL');
  return { id, name: env.VIGIL_NODE_NAME?.trim() || id, url: url ? url.replace(/\/+$/, '') : null };
}

function oneOf<const T extends readonly string[]>(env: Env, name: string, values: T, fallback: T[number]): T[number] {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!values.includes(raw)) throw new Error(`${name} must be one of ${values.join(', ')}, got "${raw}"`);
  return raw;
}

function postgresUrl(env: Env, name: string): string | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  if (!/^postgres(ql)?:\/\/\S+$/.test(raw)) throw new Error(`${name} must be a postgres:// address, got "${raw}"`);
  return raw;
}

function httpUrl(env: Env, name: string): string | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  if (!/^https?:\/\/\S+$/.test(raw)) throw new Error(`${name} must be an http(s) address, got "${raw}"`);
  return raw;
}

function logLevel(raw: string): ServerLogLevel {
  const level = SERVER_LOG_LEVELS.find((l) => l === raw);
  if (!level) throw new Error(`VIGIL_LOG_LEVEL must be one of ${SERVER_LOG_LEVELS.join(', ')}, got "${raw}"`);
  return level;
}

function smtpConfig(env: Env): SmtpConfig | null {
  const host = env.VIGIL_SMTP_HOST?.trim();
  if (!host) return null;
  const rawSecure = env.VIGIL_SMTP_SECURE ?? '';
  if (!['', '0', '1'].includes(rawSecure)) throw new Error(`VIGIL_SMTP_SECURE must be 0 or 1, got "${rawSecure}"`);
  const secure = rawSecure === '1';
  return {
    host,
    // 587 (submission, STARTTLS) unless TLS is asked for, where 465 is the usual port.
    port: integer(env, 'VIGIL_SMTP_PORT', secure ? 465 : 587, 1, 65535),
    secure,
    user: env.VIGIL_SMTP_USER ?? '',
    password: env.VIGIL_SMTP_PASSWORD ?? '',
  };
}
