import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventList } from '../contract/schemas/event';
import type { MotionSearchReply } from '../contract/schemas/archive';
import { runningChildren } from '../src/media/run-ffmpeg';
import { removeDir, withCookie } from './helpers';
import {
  adminCredentials,
  ffmpeg,
  insertStream,
  startMediaServer,
  waitFor,
  type MediaTestServer,
} from './media-helpers';

/**
 * Motion detection for real: the recorder's ffmpeg reads a 40 s clip (a grey, noisy picture, and a
 * white box moving in its top left quarter from 20 s to 35 s) at its own pace, hands the small grey
 * pictures to the detector, and the grid and the event land in the database.
 */
const BOX_FROM = 20;
const BOX_TO = 35;
let server: MediaTestServer;
let cookie: string;
let clip: string;

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-motion-'));
  fs.mkdirSync(path.join(dir, 'src'));
  clip = path.join(dir, 'src', 'box.mp4');
  // The box (30 × 30) stays inside x < 160, y < 90 of the 320 × 180 picture.
  const x = '5+120*(0.5+0.5*sin(t*2))';
  const y = '5+50*(0.5+0.5*cos(t*1.3))';
  // A white square laid over the noisy grey picture (overlay's position follows t frame by frame).
  const made = await ffmpeg(
    [
      ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'color=c=0x606060:s=320x180:r=10:d=40'],
      ...['-f', 'lavfi', '-i', 'color=c=white:s=30x30:r=10:d=40'],
      '-filter_complex',
      `[0:v]noise=alls=8:allf=t[bg];[bg][1:v]overlay=x='${x}':y='${y}':enable='between(t,${BOX_FROM},${BOX_TO})'`,
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-g', '10', '-pix_fmt', 'yuv420p', clip],
    ],
    90_000,
  );
  expect(made.code).toBe(0);
  server = await startMediaServer({ dir, env: { VIGIL_MEDIA: path.join(dir, 'src') } });
  ({ cookie } = await adminCredentials(server));
}, 120_000);

afterAll(async () => {
  await server?.close();
  expect(runningChildren()).toBe(0);
  removeDir(server.dir);
});

const get = async <T>(url: string) => {
  const res = await server.app.inject({ url, headers: withCookie(cookie) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

describe('motion detection on a recording', () => {
  it('finds the box in its quarter from 20 s to 35 s, writes the grid each second and the event once it closes', async () => {
    const row = await insertStream(server.db, { uid: 'cam-box', source: `file://${clip}` });
    await server.media.apply(row);
    const first = await waitFor(
      () =>
        server.db
          .selectFrom('segments')
          .select('start_ms')
          .where('stream_uid', '=', 'cam-box')
          .orderBy('seq')
          .executeTakeFirst(),
      15_000,
      'the first segment',
    ).catch((error: Error) => {
      throw new Error(
        `${error.message}: ${server.media
          .logs('cam-box', undefined, 50)
          .lines.map((l) => l.text)
          .join('\n')}`,
      );
    });
    // The clip's time 0 on the wall clock (the recording's own timeline).
    const zero = first!.start_ms;
    const at = (s: number) => new Date(zero + s * 1000).toISOString();
    // The grid is written while it records: motion shows up a second or two after it happens.
    await waitFor(
      async () =>
        (await get<MotionSearchReply>(`/v1/stream/cam-box/archive/motion?start_time=${at(0)}&end_time=${at(60)}`))
          .ranges.length > 0,
      BOX_FROM * 1000 + 10_000,
      'motion in the grid',
    );
    expect(Date.now()).toBeGreaterThan(zero + (BOX_FROM - 2) * 1000);
    await waitFor(() => Date.now() > zero + (BOX_TO + 3) * 1000, 40_000, 'the box to stop');
    // ffmpeg says so: its second output is the small grey picture on a pipe.
    const said = server.media.logs('cam-box', undefined, 500).lines.map((l) => l.text);
    expect(said.some((l) => /Output #1, rawvideo, to 'pipe:3'/.test(l))).toBe(true);
    await server.media.stop('cam-box');

    const search = async (region: string) =>
      (
        await get<MotionSearchReply>(
          `/v1/stream/cam-box/archive/motion?start_time=${at(0)}&end_time=${at(60)}&region=${region}`,
        )
      ).ranges.map((r) => [(Date.parse(r.startTime) - zero) / 1000, (Date.parse(r.endTime) - zero) / 1000]);
    const inQuarter = await search('0,0,0.5,0.5');
    expect(inQuarter).toHaveLength(1);
    const [[start, end]] = inQuarter as [[number, number]];
    expect(Math.abs(start - BOX_FROM)).toBeLessThanOrEqual(1.5);
    expect(Math.abs(end - BOX_TO)).toBeLessThanOrEqual(1.5);
    // Nowhere else: the noise over the whole picture is no motion.
    expect(await search('0.5,0,0.5,1')).toEqual([]);
    // (Below the cells the box touches: row 4 of the grid is split by the picture's middle.)
    expect(await search('0,0.6,1,0.4')).toEqual([]);

    const events = await get<EventList>('/v1/events?streamId=cam-box');
    expect(events.total).toBe(1);
    const [event] = events.items;
    expect(Math.abs((Date.parse(event!.startTime) - zero) / 1000 - BOX_FROM)).toBeLessThanOrEqual(1.5);
    expect(Math.abs((Date.parse(event!.endTime) - zero) / 1000 - BOX_TO)).toBeLessThanOrEqual(1.5);
    expect(event).toMatchObject({ streamId: 'cam-box', type: 'motion', reviewed: false });
  }, 120_000);

  it('records without detection when it is off', async () => {
    const row = await insertStream(server.db, { uid: 'cam-off', source: `file://${clip}`, motion_enabled: 0 });
    await server.media.apply(row);
    await waitFor(() => server.media.status('cam-off')?.status === 'running', 15_000, 'running');
    const logs = server.media.logs('cam-off', undefined, 200).lines.map((l) => l.text);
    await server.media.stop('cam-off');
    expect(logs.some((l) => l.includes('ffmpeg started'))).toBe(true);
    expect(logs.some((l) => /Output #1, rawvideo/.test(l))).toBe(false);
  }, 120_000);
});
