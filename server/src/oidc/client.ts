import * as client from 'openid-client';
import type { EffectiveOidc } from './settings';

/** Plain http is allowed for a provider on this machine only (a test or a local proxy). */
export function loopbackHttp(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/**
 * The provider's metadata and keys, discovered once per issuer, client and secret: a change of
 * settings discovers again; a failed discovery is not kept (the next sign-in tries again).
 */
export function oidcClients() {
  const cache = new Map<string, Promise<client.Configuration>>();
  return (settings: EffectiveOidc): Promise<client.Configuration> => {
    const id = JSON.stringify([settings.issuer, settings.clientId, settings.clientSecret]);
    let found = cache.get(id);
    if (!found) {
      const insecure = loopbackHttp(settings.issuer);
      found = client.discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret || undefined,
        settings.clientSecret ? client.ClientSecretBasic(settings.clientSecret) : client.None(),
        { timeout: 10, ...(insecure ? { execute: [client.allowInsecureRequests] } : {}) },
      );
      // The ID token's signature is checked too, though it comes straight from the token endpoint.
      found = found.then((config) => {
        client.enableNonRepudiationChecks(config);
        return config;
      });
      found.catch(() => cache.delete(id));
      cache.clear();
      cache.set(id, found);
    }
    return found;
  };
}

export type OidcClients = ReturnType<typeof oidcClients>;
