import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config';
import { BoxSplitter } from '../src/media/fmp4';
import { runningChildren } from '../src/media/run-ffmpeg';
import { removeDir, withCookie } from './helpers';
import { adminCredentials, insertStream, startMediaServer, waitFor, type MediaTestServer } from './media-helpers';

/**
 * Low-latency live HLS as a player meets it, on a real server recording a demo stream (1 s
 * segments, 10 pictures a second, parts of at most 400 ms): blocking reloads, preload hints, the
 * live edge's files, and a recorder killed in the middle of a part.
 */

let server: MediaTestServer;
let cookie: string;
const UID = 'll-a';

beforeAll(async () => {
  server = await startMediaServer();
  ({ cookie } = await adminCredentials(server));
  await server.media.apply(await insertStream(server.db, { uid: UID }));
  await waitFor(() => server.media.live(UID).length >= 2, 15_000, 'two recorded segments');
});

afterAll(async () => {
  await server?.close();
  expect(runningChildren()).toBe(0);
  removeDir(server.dir);
});

const get = (url: string) => server.app.inject({ url, headers: withCookie(cookie) });
const live = (query = '') => get(`/v1/stream/${UID}/live/index.m3u8${query}`);
const file = (name: string) => get(`/v1/stream/${UID}/live/ll/${name}`);
/** The part a playlist names as its preload hint: [msn, index]. */
const hintOf = (body: string) => {
  const match = /#EXT-X-PRELOAD-HINT:TYPE=PART,URI="ll\/part-(\d+)-(\d+)\.m4s"/.exec(body);
  expect(match, body).not.toBeNull();
  return [Number(match![1]), Number(match![2])] as const;
};
const timed = async <T>(run: () => Promise<T>) => {
  const t0 = Date.now();
  const value = await run();
  return { value, ms: Date.now() - t0 };
};
/** The types of the boxes the bytes are, all whole. */
function boxes(bytes: Buffer): string[] {
  const found = new BoxSplitter().push(bytes);
  expect(found.reduce((sum, b) => sum + b.bytes.length, 0)).toBe(bytes.length);
  expect(found.length).toBeGreaterThan(0);
  return found.map((b) => b.type);
}

describe('the low-latency live playlist', () => {
  it('answers a blocking reload once the asked part exists, and the hinted part once it is complete', async () => {
    const [msn, index] = hintOf((await live()).body);
    const reload = await timed(() => live(`?_HLS_msn=${msn}&_HLS_part=${index}`));
    expect(reload.value.statusCode).toBe(200);
    expect(reload.value.body).toContain(`URI="ll/part-${msn}-${index}.m4s"`);
    // A part (400 ms) and a picture later, not at the time-out (3 s), with room for a busy machine.
    expect(reload.ms).toBeLessThan(2500);

    const part = await file(`part-${msn}-${index}.m4s`);
    expect(part.statusCode).toBe(200);
    expect(part.headers['content-type']).toContain('video/iso.segment');
    expect(boxes(part.rawPayload)[0]).toBe('moof');

    // The next hint is asked before it exists: the answer comes once it is complete.
    const [nextMsn, nextIndex] = hintOf(reload.value.body);
    expect(await file(`part-${nextMsn}-${nextIndex}.m4s`).then((r) => r.statusCode)).toBe(200);

    const init = await file('init-0.mp4');
    expect(init.statusCode).toBe(200);
    expect(boxes(init.rawPayload)).toEqual(['ftyp', 'moov']);
    const complete = /ll\/seg-(\d+)\.m4s/.exec(reload.value.body)![1];
    const segment = await file(`seg-${complete}.m4s`);
    expect(segment.statusCode).toBe(200);
    expect(boxes(segment.rawPayload).every((type, i) => type === (i % 2 ? 'mdat' : 'moof'))).toBe(true);
    for (const gone of ['part-0-99.m4s', 'seg-999999.m4s', 'init-7.mp4'])
      expect((await file(gone)).statusCode, gone).toBe(404);
  });

  it('refuses a reload more than two segments ahead, and a part without its segment', async () => {
    const [msn] = hintOf((await live()).body);
    const ahead = await live(`?_HLS_msn=${msn + 3}`);
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json()).toMatchObject({ code: 'ValidationError' });
    expect((await live('?_HLS_part=0')).statusCode).toBe(400);
    expect((await live('?_HLS_msn=x')).statusCode).toBe(400);
  });

  it('times out with the playlist as it stands when the asked part does not come (three target durations)', async () => {
    const pid = server.media.pid(UID)!;
    process.kill(pid, 'SIGSTOP');
    try {
      const [msn] = hintOf((await live()).body);
      const reload = await timed(() => live(`?_HLS_msn=${msn + 1}&_HLS_part=0`));
      expect(reload.value.statusCode).toBe(200);
      // Not listed as a part (it may be the preload hint).
      expect(reload.value.body).not.toMatch(new RegExp(`#EXT-X-PART:[^\\n]*ll/part-${msn + 1}-0\\.m4s`));
      expect(reload.ms).toBeGreaterThanOrEqual(2900);
    } finally {
      process.kill(pid, 'SIGCONT');
    }
  });

  it('gives a mosaic tile its parts as short segments, at once, with nothing to block on', async () => {
    const plain = await live('?parts=false');
    expect(plain.statusCode).toBe(200);
    expect(plain.body).not.toContain('#EXT-X-PART');
    expect(plain.body).not.toContain('CAN-BLOCK-RELOAD');
    const [, msn, index] = /#EXTINF:0\.\d+,\nll\/part-(\d+)-(\d+)\.m4s\n$/.exec(plain.body)!;
    expect((await file(`part-${msn}-${index}.m4s`)).statusCode).toBe(200);
  });
});

describe('a recorder killed with SIGKILL in the middle of a part', () => {
  it('loses no indexed segment; the live edge keeps complete parts only and goes on after a discontinuity', async () => {
    const edge = server.media.edge(UID)!;
    // The open part has pictures already: the kill lands in the middle of it.
    await waitFor(
      () => edge.all.at(-1)?.parts.at(-1)?.bytes === null && edge.all.at(-1)!.parts.at(-1)!.durationMs > 0,
      5000,
      'a part half made',
    );
    const pid = server.media.pid(UID)!;
    const indexed = await server.db.selectFrom('segments').selectAll().where('stream_uid', '=', UID).execute();
    const killedRun = edge.all.at(-1)!.initId;
    process.kill(pid, 'SIGKILL');

    await waitFor(() => server.media.pid(UID) !== null && server.media.pid(UID) !== pid, 10_000, 'a new recorder');
    // Parts of the new run (its own init): what the killed one wrote before it died may still be
    // read from its pipe after the kill, on a busy machine.
    await waitFor(
      () => edge.all.some((s) => s.initId > killedRun && s.parts.some((p) => p.bytes)),
      10_000,
      'new parts',
    );
    const after = await server.db.selectFrom('segments').selectAll().where('stream_uid', '=', UID).execute();
    for (const row of indexed) {
      expect(after.find((r) => r.id === row.id)).toMatchObject({ file: row.file, duration_ms: row.duration_ms });
      const bytes = fs.readFileSync(path.join(server.media.mediaRoot, UID, row.file));
      expect(boxes(bytes)).toContain('mdat');
    }
    // What was open when the recorder died is complete now, of whole pictures only.
    const cut = edge.all.findLast((s) => s.initId === killedRun)!;
    expect(cut.bytes).not.toBeNull();
    for (const part of cut.parts) expect(boxes(part.bytes!).length % 2).toBe(0);
    const body = (await live()).body;
    expect(body).toContain('#EXT-X-DISCONTINUITY\n#EXT-X-MAP:URI="ll/init-1.mp4"');
  });
});

describe('a live pipe that cannot be read', () => {
  it('leaves players the recorder’s own segments until the next run', async () => {
    const edge = server.media.edge(UID)!;
    await waitFor(() => server.media.live(UID).length > 0, 10_000, 'recorded segments');
    edge.fail();
    const body = (await live()).body;
    expect(body).not.toContain('#EXT-X-PART');
    expect(body).not.toContain('ll/');
    expect(body).toMatch(/#EXTINF:[\d.]+,\n\S+\.m4s/);
    // A blocking reload's query is not waited on: the answer comes at once.
    const reload = await timed(() => live('?_HLS_msn=100000&_HLS_part=0'));
    expect(reload.value.statusCode).toBe(200);
    expect(reload.ms).toBeLessThan(1000);
  });
});

describe('VIGIL_LIVE_PART_MS', () => {
  it('sets the longest part (400 ms unless set), from 200 to 1000 ms', () => {
    expect(readConfig({}).livePartMs).toBe(400);
    expect(readConfig({ VIGIL_LIVE_PART_MS: '250' }).livePartMs).toBe(250);
    expect(() => readConfig({ VIGIL_LIVE_PART_MS: '100' })).toThrow(
      /VIGIL_LIVE_PART_MS must be an integer from 200 to 1000/,
    );
  });

  it('is the part target of the playlist', async () => {
    const other = await startMediaServer({ media: { partTargetMs: 250 } });
    try {
      const { cookie: admin } = await adminCredentials(other);
      await other.media.apply(await insertStream(other.db, { uid: 'short-parts' }));
      await waitFor(() => other.media.edge('short-parts')?.all.some((s) => s.bytes), 15_000, 'a segment');
      const res = await other.app.inject({ url: '/v1/stream/short-parts/live/index.m3u8', headers: withCookie(admin) });
      // 10 pictures a second: two to a part, and the target is what two pictures last (every part
      // but a segment's last must fill 85 % of it).
      expect(res.body).toContain('#EXT-X-PART-INF:PART-TARGET=0.200');
      expect(res.body).toContain('PART-HOLD-BACK=0.600');
      expect(res.body).toContain('#EXT-X-PART:DURATION=0.200,URI="ll/part-0-0.m4s",INDEPENDENT=YES');
    } finally {
      await other.close();
      removeDir(other.dir);
    }
  });
});
