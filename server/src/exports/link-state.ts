import type { ExportLinkState } from '../../contract/schemas/export-link';
import type { ErrorReason } from '../../contract/errors';
import type { ExportLinkRow } from './repo';

/** Whether a clip link still opens, or why not: revoked first, then expired, then used up. */
export function linkState(link: ExportLinkRow, now: number): ExportLinkState {
  if (link.revoked_at !== null) return 'revoked';
  if (link.expires_at <= now) return 'expired';
  if (link.max_views !== null && link.views >= link.max_views) return 'usedUp';
  return 'active';
}

/** The catalogue's reason for a link that no longer opens. */
export const refusalReason: Record<Exclude<ExportLinkState, 'active'>, ErrorReason> = {
  revoked: 'clipLinkRevoked',
  expired: 'clipLinkExpired',
  usedUp: 'clipLinkUsedUp',
};
