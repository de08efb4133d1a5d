import crypto from 'node:crypto';

/** The browser's part of a sign-in in progress: what the callback must find again. */
export interface OidcFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** The console page to land on (a path under /ui/). */
  returnTo: string;
  /** The issuer and client it was started with: a change of settings in between fails the callback. */
  issuer: string;
  clientId: string;
  expiresAt: number;
}

export const FLOW_COOKIE = 'vigil_oidc';
/** docs/security.md#single-sign-on: a sign-in at the provider has 10 minutes. */
export const FLOW_TTL_MS = 10 * 60_000;

function key(serverSecret: Buffer): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', serverSecret, Buffer.alloc(0), 'vigil oidc flow', 32));
}

/** AES-256-GCM of the flow: the browser holds it but can neither read nor change it. */
export function sealFlow(serverSecret: Buffer, flow: OidcFlow): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key(serverSecret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(flow), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((p) => p.toString('base64url')).join('.');
}

/** The flow in the cookie, when it is ours, whole and not expired; else null. */
export function openFlow(serverSecret: Buffer, sealed: string | undefined, now: number): OidcFlow | null {
  if (!sealed) return null;
  const [iv, tag, body] = sealed.split('.');
  if (!iv || !tag || body === undefined) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key(serverSecret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    const flow = JSON.parse(text) as OidcFlow;
    return typeof flow.expiresAt === 'number' && flow.expiresAt > now ? flow : null;
  } catch {
    return null;
  }
}
