import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routes } from '../../contract/routes';
import type { CreateStreamBody, UpdateStreamBody } from '../../contract/schemas/stream';
import type { StreamsDeps } from './plugin';
import type { UserRow } from '../users';
import type { StreamRow } from '../media/media-control';
import { validateSource } from '../media/sources';
import { demoOverlayMask } from '../media/demo-scene';
import { archiveSettingsOf } from '../media/recording-settings';
import { isTimeZone } from '../../contract/recording-mode';
import { AppError } from '../core/errors';
import { requireAuth } from '../core/http/auth';
import { effectiveLevel, levelOn, streamFor } from './access';
import { toStream, uidFromName } from './to-stream';
import { requireStreamRoom, requireUnexpired } from '../license';
import { mount } from '../core/http/mount';
import { requestAudit } from '../core/audit/request-audit';
import { ownerRouting } from '../cluster';

/**
 * Checks a source (the main one, or the sub-stream) before anything may run it (docs/security.md, INPUT-1):
 * a ValidationError naming the field.
 */
function checkedSource(ctx: StreamsDeps, url: string, field: 'streamSource' | 'subSource' = 'streamSource'): string {
  const result = validateSource(url, ctx.config.mediaDir);
  if (!result.ok) throw new AppError('ValidationError', `${field} ${result.message}`, { field, reason: result.reason });
  return url;
}

/** A sub-stream as given: checked like the main source; null (or empty) removes it. */
const checkedSubSource = (ctx: StreamsDeps, url: string | null) =>
  url === null || url === '' ? null : checkedSource(ctx, url, 'subSource');

/** The motion settings given; those left out keep their values (on create: the columns' defaults, docs/motion.md). */
function motionColumns(motion: UpdateStreamBody['motion']): Partial<StreamRow> {
  const values: Partial<StreamRow> = {};
  if (motion?.isEnable !== undefined) values.motion_enabled = motion.isEnable ? 1 : 0;
  if (motion?.sensitivity !== undefined) values.motion_sensitivity = motion.sensitivity;
  if (motion?.mask !== undefined) values.motion_mask = JSON.stringify([...motion.mask].sort((a, b) => a - b));
  return values;
}

/** A new demo picture's motion mask: the cells of its time code and clock, which change all the time. */
function demoMask(ctx: StreamsDeps, source: string): { mask?: number[] } {
  if (!source.trim().toLowerCase().startsWith('demo:')) return {};
  const { width, height } = ctx.media.demoPicture;
  return { mask: demoOverlayMask(width, height) };
}

function settingsOf(body: UpdateStreamBody, ctx: StreamsDeps): Partial<StreamRow> {
  const values: Partial<StreamRow> = {};
  if (body.name !== undefined) values.name = body.name;
  if (body.streamSource !== undefined) values.source = checkedSource(ctx, body.streamSource);
  if (body.subSource !== undefined) values.sub_source = checkedSubSource(ctx, body.subSource);
  if (body.tags !== undefined) values.tags = JSON.stringify(body.tags);
  if (body.location !== undefined) values.location_name = body.location.name;
  if (body.meta !== undefined) values.marker = body.meta.marker;
  if (body.live !== undefined) values.on_demand = body.live.onDemand ? 1 : 0;
  return { ...values, ...archiveColumns(body.archive), ...motionColumns(body.motion) };
}

/** The archive settings given; those left out keep their values (docs/motion.md#recording-modes). */
function archiveColumns(archive: UpdateStreamBody['archive']): Partial<StreamRow> {
  const values: Partial<StreamRow> = {};
  if (archive?.isEnable !== undefined) values.archive_enabled = archive.isEnable ? 1 : 0;
  if (archive?.mode !== undefined) values.archive_mode = archive.mode;
  if (archive?.schedule !== undefined) {
    if (!isTimeZone(archive.schedule.timeZone)) {
      throw new AppError('ValidationError', `Unknown time zone: ${archive.schedule.timeZone}`, {
        field: 'archive.schedule.timeZone',
      });
    }
    values.archive_schedule = JSON.stringify(archive.schedule);
  }
  return values;
}

/** Keeping what is near motion needs motion looked for: refused as the settings would stand. */
function requireMotionForMode(
  stands: Pick<StreamRow, 'archive_enabled' | 'archive_mode' | 'archive_schedule' | 'motion_enabled'>,
): void {
  const { isEnable, mode, schedule } = archiveSettingsOf(stands);
  const wantsMotion =
    mode === 'motion' || (mode === 'schedule' && (schedule?.days.some((d) => d.includes('motion')) ?? false));
  if (isEnable && wantsMotion && Number(stands.motion_enabled) !== 1) {
    throw new AppError('ValidationError', 'Recording on motion needs motion detection on', { field: 'archive.mode' });
  }
  if (isEnable && mode === 'schedule' && !schedule) {
    throw new AppError('ValidationError', 'A recording schedule needs its hours drawn', { field: 'archive.schedule' });
  }
}

export function streamsRoutes(app: FastifyInstance, ctx: StreamsDeps): void {
  const { streams, media, cluster } = ctx;
  const audit = requestAudit(ctx);
  /** A stream's recorder, live window and logs are on its node: requests about them go there. */
  const viaOwner = ownerRouting(cluster);
  const shown = (row: StreamRow, viewer: UserRow | null, level: 'view' | 'manage') =>
    toStream(row, viewer, level, media.status(row.uid), cluster.available(row.node_id));

  mount(app, routes.listStreams, async (request) => {
    const { user } = requireAuth(request);
    const q = request.query;
    const page = q.page ?? 1;
    const pageSize = q.pageSize ?? 50;
    const filter = {
      viewerId: user.is_admin === 1 ? null : user.id,
      onlyAvailable: q.onlyAvailable ?? q.isOnlyAvailable ?? false,
      nodeId: q.nodeId ?? null,
      searchingValues: q.searchingValues ?? [],
      sortType: q.sortType ?? 'date',
    };
    const offset = (page - 1) * pageSize;
    // Levels of this page's streams in one query rather than one per stream.
    const levelsOf = async (uids: string[]) => {
      if (user.is_admin === 1 || uids.length === 0) return new Map<string, 'view' | 'manage'>();
      return ctx.permissions.levelsOn(user.id, uids);
    };
    const show = (rows: StreamRow[], levels: Map<string, 'view' | 'manage'>) =>
      rows.map((row) => shown(row, user, effectiveLevel(user, levels.get(row.uid) ?? null) ?? 'view'));

    if (q.groupType === 'tag') {
      const { rows, groups, total } = await streams.groupedPage(filter, offset, pageSize);
      const unique = [...new Map(rows.map((r) => [r.uid, r])).values()];
      const levels = await levelsOf(unique.map((r) => r.uid));
      return {
        items: show(unique, levels),
        total,
        page,
        pageSize,
        groups: groups.map((g) => ({
          tag: g.tag,
          count: g.count,
          uids: rows.filter((r) => r.group_tag === g.tag).map((r) => r.uid),
        })),
      };
    }
    const { rows, total } = await streams.page(filter, offset, pageSize);
    return { items: show(rows, await levelsOf(rows.map((r) => r.uid))), total, page, pageSize };
  });

  mount(app, routes.getStream, async (request, reply) => {
    const { auth, share } = request;
    const row = await streams.byUid(request.params.uid);
    const level = row && auth ? await levelOn(streams, auth.user, row.uid) : null;
    // A share link's holder without access of their own sees what a viewer sees (never the source).
    const shared = row !== undefined && share?.uid === row.uid;
    if (!row || (!level && !shared)) throw new AppError('NotFound');
    if (request.query.extend_lease) {
      // The lease holds the recorder on the stream's node.
      const forwarded = await viaOwner(request, reply, row.node_id, 'here');
      if (forwarded) return forwarded;
      media.extendLease(row.uid);
    }
    return shown(row, level && auth ? auth.user : null, level ?? 'view');
  });

  mount(app, routes.createStream, async (request) => {
    const { user } = requireAuth(request);
    const body: CreateStreamBody = request.body;
    // The license first: an expired one stops new streams, and it may allow only so many.
    const license = ctx.license.current();
    requireUnexpired(license, ctx.now());
    requireStreamRoom(license, await streams.countAll());
    if (
      user.is_admin !== 1 &&
      user.max_stream_creation > 0 &&
      (await streams.countCreatedBy(user.id)) >= user.max_stream_creation
    ) {
      throw new AppError('QuotaReached');
    }
    const uid = await newStreamUid(streams, user, body);
    const now = ctx.now();
    const tags = body.tags ?? [];
    const recording = {
      // Recorded unless asked otherwise; a stream that runs only while watched is not, by default.
      archive_enabled: (body.archive?.isEnable ?? !body.live?.onDemand) ? 1 : 0,
      ...archiveColumns({ ...body.archive, isEnable: undefined }),
      // Motion detection is on by default; a demo picture's own clocks are masked (docs/motion.md#in-the-demo).
      ...motionColumns({ isEnable: true, ...demoMask(ctx, body.streamSource), ...body.motion }),
    };
    requireMotionForMode({ archive_mode: 'always', archive_schedule: null, motion_enabled: 1, ...recording });
    const row = await streams.insert(
      {
        uid,
        name: body.name,
        source: checkedSource(ctx, body.streamSource),
        sub_source: checkedSubSource(ctx, body.subSource ?? null),
        tags: JSON.stringify(tags),
        location_name: body.location?.name ?? '',
        marker: body.meta?.marker ?? '',
        ...recording,
        on_demand: body.live?.onDemand ? 1 : 0,
        paused: 0,
        status: body.live?.onDemand ? 'idle' : 'pending',
        failure_reason: null,
        // The least loaded node that takes streams; it starts it at its next check (within a second).
        node_id: await cluster.placeNew(),
        share_version: 0,
        created_by: user.id,
        created_at: now,
        updated_at: now,
      },
      tags,
      // Checked again with the insert, under the cluster's lock.
      {
        maxTotal: license?.maxStreams ?? null,
        ...(user.is_admin !== 1 && user.max_stream_creation > 0 ? { maxByCreator: user.max_stream_creation } : {}),
      },
    );
    if (!row) throw new AppError('QuotaReached');
    // Whoever creates a stream may manage it.
    if (user.is_admin !== 1) await streams.grant(user.id, uid, 'manage');
    await audit(request, 'stream.create', { target: uid });
    if (row.node_id === cluster.nodeId) await media.apply(row);
    return { uid };
  });

  mount(app, routes.updateStream, async (request, reply) => {
    const { user } = requireAuth(request);
    const row = await streamFor(streams, user, request.params.uid, 'manage');
    const forwarded = await viaOwner(request, reply, row.node_id, 'here');
    if (forwarded) return forwarded;
    const body = request.body;
    const values = settingsOf(body, ctx);
    requireMotionForMode({ ...row, ...values });
    const updated = await streams.update(row.uid, { ...values, updated_at: ctx.now() }, body.tags);
    await audit(request, 'stream.update', { target: row.uid, details: { fields: Object.keys(body).join(',') } });
    const runs = ['streamSource', 'subSource', 'archive', 'live', 'motion'].some((k) => k in body);
    if (runs) await media.apply(updated);
    return shown(updated, user, 'manage');
  });

  mount(app, routes.deleteStream, async (request, reply) => {
    const { user } = requireAuth(request);
    const row = await streamFor(streams, user, request.params.uid, 'manage');
    const forwarded = await viaOwner(request, reply, row.node_id, 'here');
    if (forwarded) return forwarded;
    // The row goes first: the node's follow loop cannot start the recorder again while it stops.
    await streams.delete(row.uid);
    // Without purge the recordings stay until retention's next pass removes what no stream owns.
    const purge = request.query.purge === true;
    if (purge) await media.purge(row.uid);
    else await media.release(row.uid);
    await audit(request, 'stream.delete', { target: row.uid, details: { purge } });
    return { ok: true as const };
  });

  const setPaused =
    (paused: boolean) => async (request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) => {
      const { user } = requireAuth(request);
      const row = await streamFor(streams, user, request.params.uid, 'manage');
      const forwarded = await viaOwner(request, reply, row.node_id, 'here');
      if (forwarded) return forwarded;
      const updated = await streams.update(row.uid, { paused: paused ? 1 : 0, updated_at: ctx.now() });
      if (paused) await media.stop(row.uid);
      else await media.apply(updated);
      await audit(request, paused ? 'stream.pause' : 'stream.resume', { target: row.uid });
      return { status: media.status(row.uid)?.status ?? (paused ? 'paused' : 'pending') };
    };
  mount(app, routes.pauseStream, setPaused(true));
  mount(app, routes.resumeStream, setPaused(false));

  mount(app, routes.getStreamLogs, async (request, reply) => {
    const { user } = requireAuth(request);
    const row = await streamFor(streams, user, request.params.uid, 'manage');
    const forwarded = await viaOwner(request, reply, row.node_id, 'here');
    if (forwarded) return forwarded;
    const { lines, cursor } = media.logs(row.uid, request.query.since, request.query.limit ?? 200);
    return {
      lines: lines.map((l) => ({
        seq: l.seq,
        time: new Date(l.time).toISOString(),
        level: l.level,
        text: l.text,
        ...(l.note ? { note: l.note } : {}),
      })),
      cursor,
    };
  });
}

/**
 * The uid of a new stream. Administrators may choose it (they see every stream, so "already
 * used" tells them nothing new); for anyone else the server makes it from the name, so that the
 * answer never tells whether a stream they cannot see has some uid.
 */
async function newStreamUid(streams: StreamsDeps['streams'], user: UserRow, body: CreateStreamBody): Promise<string> {
  if (body.uid !== undefined) {
    if (user.is_admin !== 1)
      throw new AppError('ValidationError', 'Only administrators choose a stream uid: leave it out', {
        field: 'uid',
      });
    if (await streams.byUid(body.uid)) throw new AppError('AlreadyUsed', 'This uid is already used', { field: 'uid' });
    return body.uid;
  }
  for (;;) {
    const uid = uidFromName(body.name, crypto.randomBytes(2).toString('hex'));
    if (!(await streams.byUid(uid))) return uid;
  }
}
