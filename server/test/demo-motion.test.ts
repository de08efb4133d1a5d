import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../src/core/db/db';
import { seededMotion } from '../src/demo/motion-seed';
import { commitRun, insertDemoStreams } from '../src/demo/repo';
import { eventsRepo } from '../src/events';
import { regionBitmap, searchGrid, WHOLE_PICTURE } from '../src/media/motion/search';

/** The demo day's events lie on motion in its grid: what the player's motion search finds. */
const T0 = Date.parse('2026-11-27T10:00:00.000Z');
const marks = [
  { timeMs: T0 + 5_000, timeEndMs: T0 + 45_000 },
  { timeMs: T0 + 300_000, timeEndMs: T0 + 315_000 },
];

describe('the demo archive’s motion', () => {
  it('gives an event for each mark, on seconds with motion in the grid, and none elsewhere', () => {
    const { rows, events } = seededMotion(marks);
    expect(events.map((e) => [e.start * 1000 - T0, e.end * 1000 - T0])).toEqual([
      [5_000, 45_000],
      [300_000, 315_000],
    ]);
    const ranges = searchGrid(rows, regionBitmap(WHOLE_PICTURE), { from: T0 / 1000, to: T0 / 1000 + 3600 });
    expect(ranges).toEqual(events.map((e) => ({ start: e.start, end: e.end })));
    // In the middle rows of the picture only.
    expect(searchGrid(rows, regionBitmap({ x: 0, y: 0, w: 1, h: 0.3 }), { from: 0, to: 2e9 })).toEqual([]);
  });

  describe('written with its run', () => {
    let db: Db;
    let dir: string;
    beforeEach(async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-demo-motion-'));
      db = await openDatabase(dir);
      await insertDemoStreams(db, T0);
    });
    afterEach(async () => {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('stores the grid and the events, once, even when the run is written again', async () => {
      const uid = (
        await db.selectFrom('streams').select('uid').where('archive_enabled', '=', 1).executeTakeFirstOrThrow()
      ).uid;
      for (let i = 0; i < 2; i++) await commitRun(db, uid, 'run-1', [], [], seededMotion(marks));
      const events = eventsRepo(db);
      const listed = await events.page({ userId: 0, isAdmin: true }, { streamUid: uid }, 0, 10);
      expect(listed.rows.map((r) => [r.start_ms - T0, r.end_ms - T0])).toEqual([
        [300_000, 315_000],
        [5_000, 45_000],
      ]);
      const rows = await events.gridRows(uid, T0, T0 + 3_600_000);
      expect(searchGrid(rows, regionBitmap(WHOLE_PICTURE), { from: T0 / 1000, to: T0 / 1000 + 3600 })).toHaveLength(2);
    });
  });
});
