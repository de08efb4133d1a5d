import { describe, expect, it } from 'vitest';
import type { AdminStats, StatsSample } from '../contract/schemas/stats';
import { sampleOf } from '../src/stats/downsample';
import { ADMIN, T0, signIn, useTestServer, withCookie } from './helpers';

const t = useTestServer();
const MINUTE = 60_000;

async function stats(range?: string): Promise<AdminStats> {
  const res = await t.server.app.inject({
    url: `/v1/admin/stats${range ? `?range=${range}` : ''}`,
    headers: withCookie(t.admin),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as AdminStats;
}

const rawRows = () =>
  t.server.ctx.db.selectFrom('stats_samples').select(['time_ms']).where('step_s', '=', 10).execute();
const synthetic = (time: number, cpuPercent: number): StatsSample => sampleOf(time, { cpuPercent });

async function createStream(uid: string, extra: object = {}) {
  const res = await t.server.app.inject({
    method: 'POST',
    url: '/v1/stream',
    headers: withCookie(t.admin),
    payload: { uid, name: uid, streamSource: `demo://${uid}`, ...extra },
  });
  expect(res.statusCode).toBe(200);
}

describe('statistics', () => {
  it('takes a sample when the app starts, with the counts of the moment', async () => {
    const first = await stats();
    expect(first.range).toBe('1h');
    expect(first.stepSeconds).toBe(10);
    expect(first.series.time).toEqual([T0]);
    // Taken before anybody signed in.
    expect(first.now?.sessions).toBe(0);
    expect(first.now?.memoryTotalBytes).toBeGreaterThan(0);
    expect(first.now?.diskFreeBytes).toBeGreaterThan(0);
    expect(first.cpuCores).toBeGreaterThan(0);
    t.now += 10_000;
    expect((await t.server.stats.sample()).sessions).toBe(1);
  });

  it('counts streams by status and lists the failed ones and the top ones by bitrate', async () => {
    await createStream('gate');
    await createStream('yard', { live: { onDemand: true } });
    await createStream('dock');
    await t.server.ctx.db
      .updateTable('streams')
      .set({ status: 'failed', failure_reason: 'Source refused', failure_code: 'probeRefused' })
      .where('uid', '=', 'dock')
      .execute();
    // Started again, the server knows the statuses from the database (no media side runs here).
    t.server = await t.server.restart();
    t.admin = await signIn(t.server, ADMIN.login, ADMIN.password);
    // Two segments of the last minute: 250 kB over 4 s is 500 kbit/s.
    await t.server.ctx.db
      .insertInto('segments')
      .values(
        [0, 2000].map((offset, seq) => ({
          stream_uid: 'gate',
          run_id: 'r1',
          seq,
          start_ms: T0 - 10_000 + offset,
          duration_ms: 2000,
          file: `r1/${seq}.m4s`,
          init_file: 'r1/init.mp4',
          size: 125_000,
          recorded: 1,
        })),
      )
      .execute();
    t.now += 10_000;
    const sample = await t.server.stats.sample();
    expect(sample.streamsPending).toBe(1);
    expect(sample.streamsIdle).toBe(1);
    expect(sample.archiveBytes).toBe(250_000);
    expect(sample.inputBitrate).toBe(500_000);
    const reply = await stats();
    expect(reply.topByBitrate.map((s) => [s.uid, s.bitrate])).toEqual([['gate', 500_000]]);
    expect(reply.failing.map((s) => [s.uid, s.failureReason, s.failureCode])).toEqual([
      ['dock', 'Source refused', 'probeRefused'],
    ]);
    expect(reply.now?.time).toBe(t.now);
  });

  it('stats history survives a restart', async () => {
    t.now += 10_000;
    await t.server.stats.sample();
    t.now += 10_000;
    t.server = await t.server.restart();
    t.admin = await signIn(t.server, ADMIN.login, ADMIN.password);
    const reply = await stats();
    // The two samples before the restart, then the one the restarted app took on starting.
    expect(reply.series.time).toEqual([T0, T0 + 10_000, T0 + 20_000]);
  });

  it('keeps 10 s samples for an hour and minute averages for a day; 24 h answers 4-minute averages', async () => {
    // Two and a half hours of samples, the CPU figure being the minute's number.
    const start = T0 + MINUTE;
    for (let i = 0; i < 900; i += 1) {
      t.now = start + i * 10_000;
      await t.server.stats.record(synthetic(t.now, Math.floor(i / 6)));
    }
    const raw = await rawRows();
    expect(Math.min(...raw.map((r) => r.time_ms))).toBeGreaterThanOrEqual(t.now - 61 * MINUTE);

    const hour = await stats('1h');
    expect(hour.stepSeconds).toBe(10);
    expect(hour.series.time.length).toBe(361);
    expect(hour.series.time[0]).toBe(t.now - 60 * MINUTE);
    expect(hour.now?.cpuPercent).toBe(149);

    const six = await stats('6h');
    expect(six.stepSeconds).toBe(60);
    // The minute of T0 (the start-up sample) and the 149 complete minutes after it; not the current one.
    expect(six.series.time.length).toBe(150);
    expect(six.series.time.at(-1)).toBe(start + 148 * MINUTE);
    expect(six.series.cpuPercent.slice(1, 4)).toEqual([0, 1, 2]);

    const day = await stats('24h');
    expect(day.stepSeconds).toBe(240);
    expect(day.series.time.every((time) => time % (4 * MINUTE) === 0)).toBe(true);
    // Four minute averages in each: minutes 3 to 6 give (3 + 4 + 5 + 6) / 4 (the first also holds the start-up sample).
    expect(day.series.cpuPercent.slice(1, 3)).toEqual([4.5, 8.5]);

    // A day and more later: the minute averages have gone too.
    t.now += 26 * 60 * MINUTE;
    await t.server.stats.sample();
    expect((await stats('24h')).series.time).toEqual([]);
    expect((await rawRows()).map((r) => r.time_ms)).toEqual([t.now]);
  });

  it('refuses an unknown range', async () => {
    const res = await t.server.app.inject({ url: '/v1/admin/stats?range=7d', headers: withCookie(t.admin) });
    expect(res.statusCode).toBe(400);
  });
});
