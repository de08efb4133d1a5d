import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toAuditLogEntry } from '../src/core/audit/repo';
import { CLOCK_LEEWAY_MS, featureOn, requireFeature, validityRefusal } from '../src/license/license-state';
import { verifyLicense, type LicensePayload } from '../src/license/license-text';
import { publicKeyFromBase64 } from '../src/license/license-text';
import { removeDir, startServer, T0, unlock, withCookie, type TestServer } from './helpers';
import { testVendor } from './support/license';

const DAY = 86_400_000;
const vendor = testVendor();
const stranger = testVendor();
let server: TestServer;
let admin: string;
let now = T0;

beforeEach(async () => {
  now = T0;
  server = await startServer({ now: () => now, env: { VIGIL_LICENSE_KEYS: vendor.publicKey } });
  admin = await unlock(server);
});
afterEach(async () => {
  await server.close();
  removeDir(server.dir);
});

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: withCookie(admin), ...(payload ? { payload } : {}) });
const install = (text: string) => call('PUT', '/v1/system/license', { text });
const settings = async () => (await call('GET', '/v1/system/internal/ui/settings')).json();
const warnings = async () => (await call('GET', '/v1/system/health')).json().warnings;
const addStream = (name: string) => call('POST', '/v1/stream', { name, streamSource: 'demo://lic' });

describe('license text', () => {
  const payload = verifyLicense(vendor.license(T0, 100), [publicKeyFromBase64(vendor.publicKey)]);

  it('verifies a license signed by a trusted key and reads its fields', () => {
    expect(payload).toMatchObject({ licensee: 'Test Fleet Ltd', productType: 'enterprise', maxStreams: null });
  });

  it('turns a feature on only while the license lasts and lists it', () => {
    const end = Date.parse(payload.expiresAt);
    expect(featureOn(payload, 'tunnel', end - 1)).toBe(true);
    expect(featureOn(payload, 'tunnel', end)).toBe(false);
    const noTunnel: LicensePayload = { ...payload, features: ['cluster'] };
    expect(() => requireFeature(noTunnel, 'tunnel', T0)).toThrow(
      expect.objectContaining({ code: 'FeatureNotInLicense' }),
    );
    expect(() => requireFeature(null, 'tunnel', T0)).toThrow(expect.objectContaining({ code: 'EnterpriseOnly' }));
    expect(() => requireFeature(payload, 'tunnel', end)).toThrow(expect.objectContaining({ code: 'LicenseExpired' }));
  });

  it('holds from its issue time (less the clock leeway) until just before its end', () => {
    const issued = Date.parse(payload.issuedAt);
    const end = Date.parse(payload.expiresAt);
    expect(validityRefusal(payload, end - 1)).toBeNull();
    expect(validityRefusal(payload, end)).toBe('licenseExpired');
    expect(validityRefusal(payload, issued - CLOCK_LEEWAY_MS)).toBeNull();
    expect(validityRefusal(payload, issued - CLOCK_LEEWAY_MS - 1)).toBe('licenseNotYetValid');
  });
});

describe('installing a license', () => {
  it('runs as the community edition without one: no banner, no enterprise features', async () => {
    expect(await settings()).toMatchObject({
      isEnterprise: false,
      productType: 'community',
      isLicenseExpired: false,
      features: { tunnel: false, cluster: false },
    });
    expect(await warnings()).toEqual([]);
    expect((await call('GET', '/v1/system/license')).json()).toMatchObject({ loaded: false, expired: false });
  });

  it('takes a valid license at once: enterprise boot data, the license by its fields, kept across a restart', async () => {
    const res = await install(vendor.license(now, 200, { maxStreams: 5 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ loaded: true, expired: false, licensee: 'Test Fleet Ltd', maxStreams: 5 });
    expect(res.body).not.toContain('BEGIN');
    expect(await settings()).toMatchObject({
      isEnterprise: true,
      productType: 'enterprise',
      features: { tunnel: true, cluster: true },
    });
    server = await server.restart();
    expect(await settings()).toMatchObject({ isEnterprise: true });
    // Removed: the community edition again, also after a restart.
    expect((await call('DELETE', '/v1/system/license')).json()).toMatchObject({ loaded: false });
    server = await server.restart();
    expect(await settings()).toMatchObject({ isEnterprise: false, productType: 'community' });
  });

  it('refuses an untrusted key, a changed byte and a wrong format with LicenseIncorrect, keeping the old one', async () => {
    await install(vendor.license(now, 200, { licensee: 'Kept' }));
    const good = vendor.license(now, 300);
    const body = good.split('\n')[1]!;
    const flipped = body.slice(0, 10) + (body[10] === 'A' ? 'B' : 'A') + body.slice(11);
    const cases: [string, string][] = [
      [stranger.license(now, 300), 'licenseSignature'],
      [good.replace(body, flipped), 'licenseSignature'],
      ['{"licensee":"me","expiresAt":"2099-01-01"}', 'licenseMalformed'],
      [good.replace('-----END VIGIL LICENSE-----', ''), 'licenseMalformed'],
    ];
    for (const [text, reason] of cases) {
      const res = await install(text);
      expect([res.statusCode, res.json()]).toEqual([
        400,
        expect.objectContaining({ code: 'LicenseIncorrect', field: 'text', reason }),
      ]);
    }
    expect((await call('GET', '/v1/system/license')).json()).toMatchObject({ licensee: 'Kept' });
    // An oversized upload is refused before it is read as a license (docs/security.md, FILES-4).
    const huge = await install('A'.repeat(1_100_000));
    expect([huge.statusCode, huge.json().code]).toEqual([413, 'PayloadTooLarge']);
    expect((await call('GET', '/v1/system/license')).json()).toMatchObject({ licensee: 'Kept' });
  });

  it('refuses a validly signed license that has ended or not begun, keeping the old one valid', async () => {
    await install(vendor.license(now, 200, { licensee: 'Kept' }));
    const cases: [string, string][] = [
      [vendor.license(now, -1, { licensee: 'Ended' }), 'licenseExpired'],
      [vendor.license(now, 0, { licensee: 'Ends now' }), 'licenseExpired'],
      [
        vendor.license(now, 400, { licensee: 'Early', issuedAt: new Date(now + DAY).toISOString() }),
        'licenseNotYetValid',
      ],
    ];
    for (const [text, reason] of cases) {
      const res = await install(text);
      expect([res.statusCode, res.json()]).toEqual([
        400,
        expect.objectContaining({ code: 'LicenseIncorrect', field: 'text', reason }),
      ]);
    }
    expect((await call('GET', '/v1/system/license')).json()).toMatchObject({ licensee: 'Kept', expired: false });
    expect(await settings()).toMatchObject({ isEnterprise: true, isLicenseExpired: false });
    expect(await warnings()).toEqual([]);
    server = await server.restart();
    expect((await call('GET', '/v1/system/license')).json()).toMatchObject({ licensee: 'Kept', expired: false });
    const refusals = (await server.ctx.db.selectFrom('audit_log').selectAll().orderBy('id', 'asc').execute())
      .map(toAuditLogEntry)
      .filter((e) => e.action === 'license.save' && e.outcome === 'failure');
    expect(refusals.map((e) => e.details.reason)).toEqual(['licenseExpired', 'licenseExpired', 'licenseNotYetValid']);

    // Signed a few minutes ahead of this server's clock: within the leeway, taken.
    const fresh = await install(
      vendor.license(now, 400, { licensee: 'Fresh', issuedAt: new Date(now + 60_000).toISOString() }),
    );
    expect([fresh.statusCode, fresh.json().licensee]).toEqual([200, 'Fresh']);
  });

  it('a server without keys cannot take any license', async () => {
    await server.close();
    removeDir(server.dir);
    server = await startServer({ now: () => now });
    admin = await unlock(server);
    expect((await install(vendor.license(now, 10))).json()).toMatchObject({ reason: 'licenseNoKeys' });
  });

  it('only administrators install a license', async () => {
    const res = await server.app.inject({ method: 'PUT', url: '/v1/system/license', payload: { text: 'x' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('expiry', () => {
  it('warns from 30 days before the end, then says expired', async () => {
    await install(vendor.license(now, 31));
    expect(await warnings()).toEqual([]);
    now += 2 * DAY;
    const [warning] = await warnings();
    expect(warning).toMatchObject({ code: 'LICENSE_EXPIRATION' });
    expect((await settings()).isLicenseExpired).toBe(false);
    now += 30 * DAY;
    expect(await warnings()).toEqual([{ code: 'LICENSE_EXPIRED', expiresAt: warning.expiresAt }]);
    expect(await settings()).toMatchObject({ isLicenseExpired: true, features: { tunnel: false, cluster: false } });
  });

  it('an expired license stops adding streams; a valid one allows as many as it says', async () => {
    await install(vendor.license(now, 1, { maxStreams: 1 }));
    expect((await addStream('One')).statusCode).toBe(200);
    expect((await addStream('Two')).json()).toMatchObject({ code: 'QuotaReached' });
    now += DAY + 60_000;
    expect((await addStream('Three')).json()).toMatchObject({ code: 'LicenseExpired' });
  });
});
