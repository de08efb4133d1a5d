import type { TunnelState, UiSettings } from '@contract/index';
import { isEnterprise } from '@/shared/logic/edition';

/** Why the tunnel cannot start here, or that it can (docs/console.md#roles-and-permissions: an unexpired license with the tunnel feature). */
export type TunnelAvailability = 'available' | 'enterpriseOnly' | 'licenseExpired' | 'featureNotInLicense' | 'noRelays';

export function tunnelAvailability(
  settings: Pick<UiSettings, 'productType' | 'isLicenseExpired' | 'features' | 'tunnelLocations'>,
): TunnelAvailability {
  // The same enterprise test as the menus'.
  if (!isEnterprise(settings)) return 'enterpriseOnly';
  if (settings.isLicenseExpired) return 'licenseExpired';
  if (!settings.features.tunnel) return 'featureNotInLicense';
  if (settings.tunnelLocations.length === 0) return 'noRelays';
  return 'available';
}

/** The badge of each state. */
export const STATE_BADGE: Record<TunnelState, 'default' | 'processing' | 'success' | 'error'> = {
  stopped: 'default',
  starting: 'processing',
  running: 'success',
  failed: 'error',
};

/** The location the select starts on: the running tunnel's, else RU when offered (SPEC default), else the first. */
export function initialLocation(locations: readonly string[], current: string | null): string | undefined {
  if (current && locations.includes(current)) return current;
  return locations.includes('RU') ? 'RU' : locations[0];
}
