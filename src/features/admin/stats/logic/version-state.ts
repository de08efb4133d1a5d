import type { VersionCheck } from '@contract/index';

export type VersionState = 'not-configured' | 'unknown' | 'up-to-date' | 'update-available';

/** What the version card and the user menu say about the check. */
export function versionState(check: VersionCheck): VersionState {
  if (!check.configured) return 'not-configured';
  if (check.latest === null) return 'unknown';
  return check.updateAvailable ? 'update-available' : 'up-to-date';
}
