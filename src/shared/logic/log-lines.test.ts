import { describe, expect, it } from 'vitest';
import type { LogLine } from '@contract/index';
import { EMPTY_LOG, applyLogsReply, mergeLogLines, stopsLogPolling } from './log-lines';

const line = (seq: number): LogLine => ({
  seq,
  time: '2026-01-05T09:00:00.000Z',
  level: 'info',
  text: `line ${seq}`,
});
const lines = (...seqs: number[]) => seqs.map(line);
const seqs = (list: LogLine[]) => list.map((l) => l.seq);

describe('merging polled log lines', () => {
  it('appends the new lines after the kept ones', () => {
    expect(seqs(mergeLogLines(lines(1, 2), lines(3, 4)))).toEqual([1, 2, 3, 4]);
  });

  it('drops lines already kept (a reply repeating the tail) and sorts what comes out of order', () => {
    expect(seqs(mergeLogLines(lines(1, 2, 3), lines(2, 3, 5, 4)))).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps at most the newest `max` lines', () => {
    expect(seqs(mergeLogLines(lines(1, 2, 3), lines(4, 5), 3))).toEqual([3, 4, 5]);
    expect(seqs(mergeLogLines([], lines(1, 2, 3, 4, 5, 6), 2))).toEqual([5, 6]);
  });

  it('returns the same array when nothing is new, so nothing redraws', () => {
    const kept = lines(1, 2);
    expect(mergeLogLines(kept, [])).toBe(kept);
    expect(mergeLogLines(kept, lines(1))).toBe(kept);
  });

  it('caps at 2000 lines by default', () => {
    const many = Array.from({ length: 2500 }, (_, i) => line(i));
    const merged = mergeLogLines([], many);
    expect(merged).toHaveLength(2000);
    expect(merged[0]?.seq).toBe(500);
    expect(merged.at(-1)?.seq).toBe(2499);
  });
});

describe('one poll reply', () => {
  it('takes the lines and the cursor to send as `since` next', () => {
    const first = applyLogsReply(EMPTY_LOG, { lines: lines(7, 8), cursor: 8 });
    expect(first.cursor).toBe(8);
    const second = applyLogsReply(first, { lines: lines(9), cursor: 9 });
    expect(seqs(second.lines)).toEqual([7, 8, 9]);
    expect(second.cursor).toBe(9);
  });

  it('keeps the very same state for an empty reply with the same cursor', () => {
    const state = applyLogsReply(EMPTY_LOG, { lines: lines(1), cursor: 1 });
    expect(applyLogsReply(state, { lines: [], cursor: 1 })).toBe(state);
    expect(applyLogsReply(state, { lines: [], cursor: 4 })).toEqual({ lines: state.lines, cursor: 4 });
  });
});

describe('when the log poll stops', () => {
  it('stops on forbidden and on a stream that is gone, not on other failures', () => {
    expect(stopsLogPolling(403)).toBe(true);
    expect(stopsLogPolling(404)).toBe(true);
    expect(stopsLogPolling(500)).toBe(false);
    expect(stopsLogPolling(null)).toBe(false);
    expect(stopsLogPolling(undefined)).toBe(false);
  });
});
