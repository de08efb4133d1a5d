import { describe, expect, it } from 'vitest';
import type { HealthWarning } from '@contract/index';
import { liveEntries } from '@/shared/logic/expiring-set';
import { bannersFor, dismissBanner } from './banners';

const now = Date.parse('2026-11-22T12:00:00Z');
const DAY = 24 * 3600_000;
const warnings: HealthWarning[] = [
  { code: 'LICENSE_EXPIRATION', expiresAt: '2026-12-01T00:00:00Z' },
  { code: 'ALLOC_DIR_DISK_SPACE', usedPercent: 93.5 },
  { code: 'CLUSTER_NODE_DRAINED' },
];

describe('banners', () => {
  it('shows each warning with its kind and links', () => {
    const list = bannersFor({ warnings, isLicenseExpired: true, dismissed: {}, now });
    expect(list.map((b) => [b.id, b.kind, b.dismissible])).toEqual([
      ['licenseExpired', 'danger', true],
      ['licenseExpiring', 'attention-warning', true],
      ['archiveDisk', 'attention-danger', true],
      ['nodeDrained', 'attention-info', false],
    ]);
    expect(list[1]?.links).toEqual(['uploadLicense', 'getLicense']);
    expect(list[2]?.params.usedPercent).toBe(93.5);
  });

  it('names the space evidence holds keep when the server reports it', () => {
    const disk = (heldBytes?: number) =>
      bannersFor({
        warnings: [
          { code: 'ALLOC_DIR_DISK_SPACE', usedPercent: 95, ...(heldBytes === undefined ? {} : { heldBytes }) },
        ],
        isLicenseExpired: false,
        dismissed: {},
        now,
      })[0];
    expect(disk(2_500_000_000)).toMatchObject({
      id: 'archiveDisk',
      text: 'archiveDiskHeld',
      params: { heldBytes: 2_500_000_000 },
    });
    expect(disk(0)).toMatchObject({ id: 'archiveDisk', text: 'archiveDisk' });
    expect(disk()).toMatchObject({ id: 'archiveDisk', text: 'archiveDisk' });
  });

  it('keeps a dismissal for 7 days, then shows the banner again', () => {
    const disk = bannersFor({ warnings, isLicenseExpired: false, dismissed: {}, now }).find(
      (b) => b.id === 'archiveDisk',
    );
    if (!disk) throw new Error('no disk banner');
    const dismissed = dismissBanner({}, disk, now);
    const ids = (at: number) => bannersFor({ warnings, isLicenseExpired: false, dismissed, now: at }).map((b) => b.id);
    expect(ids(now + 6 * DAY)).not.toContain('archiveDisk');
    expect(ids(now + 7 * DAY)).toContain('archiveDisk');
    expect(liveEntries(dismissed, now + 7 * DAY)).toEqual({});
  });

  it('never dismisses the drained-node banner', () => {
    const drained = bannersFor({ warnings, isLicenseExpired: false, dismissed: {}, now }).find(
      (b) => b.id === 'nodeDrained',
    );
    if (!drained) throw new Error('no drained banner');
    const dismissed = dismissBanner({}, drained, now);
    expect(dismissed).toEqual({});
    expect(
      bannersFor({ warnings, isLicenseExpired: false, dismissed: { nodeDrained: now + DAY }, now }).map((b) => b.id),
    ).toContain('nodeDrained');
  });
});
