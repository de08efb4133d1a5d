import crypto, { type KeyObject } from 'node:crypto';
import type { AppContext } from '../../src/context';
import { settingsRepo } from '../../src/core/db/settings-repo';
import { publicKeyToBase64, signLicense, type LicensePayload } from '../../src/license/license-text';

const DAY = 86_400_000;

/** A signed license text that ends `days` after `now` (negative: already ended). */
export function licenseText(
  privateKey: KeyObject | string,
  now: number,
  days: number,
  overrides: Partial<LicensePayload> = {},
): string {
  return signLicense(
    {
      format: 1,
      id: `test-${crypto.randomUUID()}`,
      licensee: 'Test Fleet Ltd',
      productType: 'enterprise',
      issuedAt: new Date(now - 30 * DAY).toISOString(),
      expiresAt: new Date(now + days * DAY).toISOString(),
      maxStreams: null,
      features: ['cluster', 'tunnel'],
      ...overrides,
    },
    privateKey,
  );
}

/** A vendor's key pair made for one test run: no private key is ever committed. */
export function testVendor() {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ed25519');
  return {
    /** For VIGIL_LICENSE_KEYS. */
    publicKey: publicKeyToBase64(publicKey),
    license: (now: number, days: number, overrides: Partial<LicensePayload> = {}) =>
      licenseText(privateKey, now, days, overrides),
  };
}

/**
 * Puts a license text in the database as if it had been installed while it was valid, and has the
 * server read it again: how a test reaches a license that has since expired (the API refuses to
 * install one).
 */
export async function storeLicense(server: { ctx: Pick<AppContext, 'db' | 'license'> }, text: string): Promise<void> {
  await settingsRepo(server.ctx.db).put('license', text, Date.now());
  await server.ctx.license.reload();
}
