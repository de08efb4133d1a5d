import type { KeyObject } from 'node:crypto';
import type { License } from '../../contract/schemas/license';
import type { HealthWarning } from '../../contract/schemas/system';
import { AppError } from '../core/errors';
import type { LicensePayload } from './license-text';

/** From this many days before expiry, health warns and the console shows the expiring banner. */
export const EXPIRY_WARNING_DAYS = 30;
const DAY = 86_400_000;

/** Features only an enterprise license turns on. */
export type EnterpriseFeature = 'cluster' | 'tunnel';

export function isExpired(payload: LicensePayload | null, now: number): boolean {
  return payload !== null && Date.parse(payload.expiresAt) <= now;
}

/**
 * How far ahead of the server's clock a license's issue time may be and still count as begun: the
 * vendor's clock and the server's seldom agree, and a license signed a moment ago on a clock a few
 * minutes ahead is installed at once.
 */
export const CLOCK_LEEWAY_MS = 10 * 60_000;

/** Why a license cannot be installed now: its validity has ended, or has not begun yet; null when it holds. */
export function validityRefusal(payload: LicensePayload, now: number): 'licenseExpired' | 'licenseNotYetValid' | null {
  if (isExpired(payload, now)) return 'licenseExpired';
  if (Date.parse(payload.issuedAt) > now + CLOCK_LEEWAY_MS) return 'licenseNotYetValid';
  return null;
}

const OUTSIDE_VALIDITY = {
  licenseExpired: 'The license has already expired',
  licenseNotYetValid: 'The license is not valid yet',
} as const;

/** LicenseIncorrect on the text when a license is not valid at `now` (a license is installed only while it holds). */
export function requireValidNow(payload: LicensePayload, now: number): void {
  const reason = validityRefusal(payload, now);
  if (reason) throw new AppError('LicenseIncorrect', OUTSIDE_VALIDITY[reason], { field: 'text', reason });
}

/** The license as the console reads it. Without one: the community edition, never expired. */
export function licenseView(payload: LicensePayload | null, now: number, streamsInUse: number): License {
  return {
    loaded: payload !== null,
    expired: isExpired(payload, now),
    licensee: payload?.licensee ?? null,
    productType: payload ? 'enterprise' : 'community',
    expiresAt: payload?.expiresAt ?? null,
    issuedAt: payload?.issuedAt ?? null,
    features: payload?.features ?? [],
    maxStreams: payload?.maxStreams ?? null,
    streamsInUse,
  };
}

/** LICENSE_EXPIRATION from 30 days before the end, LICENSE_EXPIRED after it; nothing without a license. */
export function licenseWarnings(payload: LicensePayload | null, now: number): HealthWarning[] {
  if (!payload) return [];
  const end = Date.parse(payload.expiresAt);
  if (end <= now) return [{ code: 'LICENSE_EXPIRED', expiresAt: payload.expiresAt }];
  if (end - now <= EXPIRY_WARNING_DAYS * DAY) return [{ code: 'LICENSE_EXPIRATION', expiresAt: payload.expiresAt }];
  return [];
}

/** True when the feature may be used now: a valid enterprise license that lists it. */
export function featureOn(payload: LicensePayload | null, feature: EnterpriseFeature, now: number): boolean {
  return payload !== null && !isExpired(payload, now) && payload.features.includes(feature);
}

/** EnterpriseOnly without a license, LicenseExpired after its end, FeatureNotInLicense when it is not listed. */
export function requireFeature(payload: LicensePayload | null, feature: EnterpriseFeature, now: number): void {
  if (!payload) throw new AppError('EnterpriseOnly', 'Enterprise only');
  if (isExpired(payload, now)) throw new AppError('LicenseExpired', 'License is missing or expired');
  if (!payload.features.includes(feature))
    throw new AppError('FeatureNotInLicense', "The feature didn't find in the license");
}

/** Adding streams and the archive stop once a license has expired (live video goes on). */
export function requireUnexpired(payload: LicensePayload | null, now: number): void {
  if (isExpired(payload, now)) throw new AppError('LicenseExpired', 'License is missing or expired');
}

/** QuotaReached when the license allows no more streams than there are. */
export function requireStreamRoom(payload: LicensePayload | null, streams: number): void {
  if (payload?.maxStreams !== null && payload?.maxStreams !== undefined && streams >= payload.maxStreams) {
    throw new AppError('QuotaReached', 'Quota is reached');
  }
}

/** Trusted keys parsed once; a key that does not parse stops the start, with its position. */
export function trustedKeys(base64Keys: readonly string[], parse: (b64: string) => KeyObject): KeyObject[] {
  return base64Keys.map((b64, i) => {
    try {
      return parse(b64);
    } catch (error) {
      throw new Error(`VIGIL_LICENSE_KEYS: key ${i + 1} is not a base64 Ed25519 public key (${String(error)})`);
    }
  });
}
