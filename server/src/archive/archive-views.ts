import type { FastifyRequest } from 'fastify';
import type { ArchiveDeps } from './plugin';
import type { AuditDetails } from '../core/audit/repo';
import { requestAudit } from '../core/audit/request-audit';

const HOUR_MS = 3_600_000;
export const ARCHIVE_VIEW_ACTION = 'archive.view';

/**
 * Records that a user watches a stream's archive: one entry per user, stream and clock hour,
 * however many playlists the player asks for (each seek asks again). The hour's entries already
 * written are remembered, and looked up in the log after a restart.
 */
export function archiveViewAudit(ctx: Pick<ArchiveDeps, 'audit' | 'now'>) {
  const audit = requestAudit(ctx);
  let hour = 0;
  const seen = new Set<string>();
  return async (request: FastifyRequest, uid: string, details: AuditDetails): Promise<void> => {
    const login = request.auth?.user.login;
    if (!login) return;
    const now = Math.floor(ctx.now() / HOUR_MS) * HOUR_MS;
    if (now !== hour) {
      seen.clear();
      hour = now;
    }
    const key = `${login.toLowerCase()}\n${uid}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (await ctx.audit.has(ARCHIVE_VIEW_ACTION, login, uid, now)) return;
    await audit(request, ARCHIVE_VIEW_ACTION, { target: uid, details });
  };
}
