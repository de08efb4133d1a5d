import type { HealthWarning } from '@contract/index';
import { addEntry, DAY_MS, hasEntry, type ExpiringSet } from '@/shared/logic/expiring-set';

export type BannerKind =
  'success' | 'danger' | 'warning' | 'attention' | 'attention-info' | 'attention-warning' | 'attention-danger';

export type BannerId = 'licenseExpiring' | 'archiveDisk' | 'nodeDrained' | 'licenseExpired' | 'auditLogsOff';
/**
 * The text of a banner: its id's, or a variant (the disk warning that names what evidence holds
 * keep, the audit-off warning that knows since when).
 */
export type BannerText = BannerId | 'archiveDiskHeld' | 'auditLogsOffSince';

export interface Banner {
  id: BannerId;
  kind: BannerKind;
  /** Key in the `banners` namespace; params fill it in. */
  text: BannerText;
  params: { day?: string; at?: string; usedPercent?: number; heldBytes?: number };
  dismissible: boolean;
  /** Links shown after the text. */
  links: ('uploadLicense' | 'getLicense')[];
}

/** docs/console.md#screens-and-routes: a dismissal is remembered locally for 7 days. */
export const DISMISS_DAYS = 7;

/**
 * The banners to show, from the health warnings and the boot data, minus those
 * dismissed in the last 7 days. The drained-node banner cannot be dismissed.
 */
export function bannersFor(input: {
  warnings: readonly HealthWarning[];
  isLicenseExpired: boolean;
  dismissed: ExpiringSet;
  now: number;
}): Banner[] {
  const all: Banner[] = [];
  if (input.isLicenseExpired) {
    all.push({
      id: 'licenseExpired',
      kind: 'danger',
      text: 'licenseExpired',
      params: {},
      dismissible: true,
      links: ['uploadLicense'],
    });
  }
  for (const warning of input.warnings) {
    switch (warning.code) {
      case 'LICENSE_EXPIRATION':
        all.push({
          id: 'licenseExpiring',
          kind: 'attention-warning',
          text: 'licenseExpiring',
          params: { day: warning.expiresAt },
          dismissible: true,
          links: ['uploadLicense', 'getLicense'],
        });
        break;
      case 'ALLOC_DIR_DISK_SPACE':
        all.push({
          id: 'archiveDisk',
          kind: 'attention-danger',
          text: warning.heldBytes ? 'archiveDiskHeld' : 'archiveDisk',
          params: { usedPercent: warning.usedPercent, ...(warning.heldBytes ? { heldBytes: warning.heldBytes } : {}) },
          dismissible: true,
          links: [],
        });
        break;
      case 'LICENSE_EXPIRED':
        // The boot data's isLicenseExpired shows it (above), also to a console that has no health yet.
        break;
      case 'AUDIT_LOGS_OFF':
        // Not dismissible: while it is off, nothing an administrator does is recorded.
        all.push({
          id: 'auditLogsOff',
          kind: 'attention-warning',
          text: warning.since ? 'auditLogsOffSince' : 'auditLogsOff',
          params: warning.since ? { at: warning.since } : {},
          dismissible: false,
          links: [],
        });
        break;
      case 'CLUSTER_NODE_DRAINED':
        all.push({
          id: 'nodeDrained',
          kind: 'attention-info',
          text: 'nodeDrained',
          params: {},
          dismissible: false,
          links: [],
        });
        break;
    }
  }
  return all.filter((b) => !b.dismissible || !hasEntry(input.dismissed, b.id, input.now));
}

export function dismissBanner(dismissed: ExpiringSet, banner: Banner, now: number): ExpiringSet {
  if (!banner.dismissible) return dismissed;
  return addEntry(dismissed, banner.id, now, DISMISS_DAYS * DAY_MS);
}
