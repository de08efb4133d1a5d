import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A user at the test provider: its claims as the provider answers them (`sub` is its account id). */
export interface ProviderAccount {
  preferred_username?: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  groups?: string[];
}

/** What the provider does to the ID token it answers, for the refusal tests. */
export type Tamper = 'none' | 'audience' | 'signature';

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The provider's users by account id (the login typed on its login page); change them between sign-ins. */
  accounts: Map<string, ProviderAccount>;
  tamper: Tamper;
  close(): Promise<void>;
}

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Signs a JWT with RS256 (what the provider's key would, or another key for a bad signature). */
function signJwt(payload: object, key: crypto.KeyObject, kid: string): string {
  const data = `${b64url({ alg: 'RS256', typ: 'JWT', kid })}.${b64url(payload)}`;
  return `${data}.${crypto.sign('sha256', Buffer.from(data), key).toString('base64url')}`;
}

/**
 * An OpenID provider (oidc-provider) on loopback with one confidential client and the given
 * redirect URIs; its login and consent pages are the library's dev interactions (any password).
 * Its signing key is ours, so a test can make it answer an ID token for another audience, or
 * one signed by another key.
 */
export async function startTestProvider(options: { redirectUris: string[]; port?: number }): Promise<TestProvider> {
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const otherKey = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const kid = 'test-key';
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid, use: 'sig', alg: 'RS256' };
  const accounts = new Map<string, ProviderAccount>();
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'vigil';
  const clientSecret = 'vigil-client-secret-for-tests';

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [jwk as never] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username', 'groups'],
    },
    scopes: ['openid', 'profile', 'email'],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: () => ({ ...account, sub: id }) };
    },
  });
  provider.proxy = false;

  const handle: TestProvider = {
    issuer,
    clientId,
    clientSecret,
    accounts,
    tamper: 'none',
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  // The token endpoint's answer, re-signed as a test asks: another audience with the right key, or the right claims with another key.
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path !== '/token' || handle.tamper === 'none' || !body?.id_token) return;
    const payload = JSON.parse(Buffer.from(body.id_token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    body.id_token =
      handle.tamper === 'audience'
        ? signJwt({ ...payload, aud: 'another-client' }, privateKey, kid)
        : signJwt(payload, otherKey, kid);
  });

  server.on('request', provider.callback());
  return handle;
}

/** A tiny cookie jar for one host: what a browser would send back. */
class CookieJar {
  private cookies = new Map<string, string>();
  take(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * What a browser does at the provider: from the authorization URL, through its login page (as
 * `accountId`) and consent page, to the redirect back to the client; answers that redirect's URL.
 */
export async function signInAtProvider(authorizationUrl: string, accountId: string): Promise<URL> {
  const jar = new CookieJar();
  let url = new URL(authorizationUrl);
  const origin = url.origin;
  let form: Record<string, string> | null = null;
  for (let hop = 0; hop < 20; hop++) {
    if (url.origin !== origin) return url;
    const res: Response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    jar.take(res);
    form = null;
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url);
      continue;
    }
    const html: string = await res.text();
    if (res.status !== 200) throw new Error(`provider answered ${res.status}: ${html.slice(0, 300)}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`no form on the provider's page: ${html.slice(0, 300)}`);
    url = new URL(action.replace(/&amp;/g, '&'), url);
    form = prompt === 'login' ? { prompt, login: accountId, password: 'any' } : { prompt };
  }
  throw new Error('too many redirects at the provider');
}
