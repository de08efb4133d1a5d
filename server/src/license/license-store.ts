import type { settingsRepo } from '../core/db/settings-repo';
import type { ServerConfig } from '../config';
import { requireValidNow, trustedKeys } from './license-state';
import { publicKeyFromBase64, verifyLicense, type LicensePayload } from './license-text';

/**
 * The installed license: its text in the database, checked again at every start against the
 * keys configured then (a license whose key was withdrawn no longer counts). None: community edition.
 */
export async function licenseStore(
  settings: ReturnType<typeof settingsRepo>,
  config: ServerConfig,
  warn: (message: string) => void = () => undefined,
) {
  const keys = trustedKeys(config.licenseKeys, publicKeyFromBase64);
  let payload: LicensePayload | null = null;
  const load = async () => {
    const stored = await settings.get('license');
    payload = null;
    if (stored) {
      try {
        payload = verifyLicense(stored, keys);
      } catch (error) {
        warn(`The stored license no longer verifies and is ignored: ${String(error)}`);
      }
    }
  };
  await load();
  return {
    current: (): LicensePayload | null => payload,
    /** Reads the stored license again (another node of the cluster saved one). */
    reload: load,
    /**
     * Verifies and keeps a new license; a text that does not verify, or a license whose validity
     * has ended or not begun at `now`, changes nothing (the installed license stays).
     */
    async save(text: string, now: number): Promise<LicensePayload> {
      const next = verifyLicense(text, keys);
      requireValidNow(next, now);
      await settings.put('license', text, now);
      payload = next;
      return next;
    },
    async remove(): Promise<void> {
      await settings.remove('license');
      payload = null;
    },
  };
}

export type LicenseStore = Awaited<ReturnType<typeof licenseStore>>;
