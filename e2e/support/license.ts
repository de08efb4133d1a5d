import fs from 'node:fs';
import { licenseText } from '../../server/test/support/license';
import type { LicensePayload } from '../../server/src/license/license-text';
import { E2E_PORT } from './accounts';
import { licenseKeyPath } from './data-dir';

/** A license the test server trusts, signed with the key it made at its start; ends `days` from now. */
export function signedLicense(days: number, overrides: Partial<LicensePayload> = {}): string {
  return licenseText(fs.readFileSync(licenseKeyPath(E2E_PORT), 'utf8'), Date.now(), days, overrides);
}
