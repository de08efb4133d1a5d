import type { LogLineValue } from './media-control';

/** One kept line; `L` is the level's vocabulary (a stream's three words, or the server's six). */
export type RingLine<L extends string> = Omit<LogLineValue, 'level'> & { level: L };

/**
 * The last log lines of a stream (ffmpeg's stderr and the supervisor's notes) or of the server,
 * numbered for polling with a cursor.
 */
export class LogRing<L extends string = LogLineValue['level']> {
  private lines: RingLine<L>[] = [];
  private next: number;

  /** `first`: the first line's number (the server's log starts past any number of its previous run). */
  constructor(
    private readonly max: number,
    private readonly now: () => number,
    first = 1,
  ) {
    this.next = first;
  }

  push(level: L, text: string, note?: LogLineValue['note'], time = this.now()): void {
    this.lines.push({
      seq: this.next,
      time,
      level,
      text: text.length > 1000 ? `${text.slice(0, 999)}…` : text,
      ...(note ? { note } : {}),
    });
    this.next += 1;
    // Trim in chunks rather than shifting on every line.
    if (this.lines.length > this.max + 100) this.lines = this.lines.slice(-this.max);
  }

  /**
   * Lines after `since` (the oldest `limit` of them), or the newest `limit` lines; only those `accept`
   * takes. `cursor` goes in the next `since`: the last line returned when the limit cut the reply
   * short, else the newest line looked at, so a filter that takes nothing still moves it on.
   */
  read(
    since: number | undefined,
    limit: number,
    accept: (line: RingLine<L>) => boolean = () => true,
  ): { lines: RingLine<L>[]; cursor: number } {
    const kept = this.lines.length > this.max ? this.lines.slice(-this.max) : this.lines;
    const lines =
      since === undefined
        ? kept.filter(accept).slice(-limit)
        : takeFirst(kept, (l) => l.seq > since && accept(l), limit);
    const newest = Math.max(since ?? 0, this.next - 1);
    return { lines, cursor: since !== undefined && lines.length === limit ? (lines.at(-1)?.seq ?? newest) : newest };
  }
}

function takeFirst<T>(list: T[], accept: (item: T) => boolean, limit: number): T[] {
  const out: T[] = [];
  for (const item of list) {
    if (out.length >= limit) break;
    if (accept(item)) out.push(item);
  }
  return out;
}

/** The level of one ffmpeg stderr line, by its wording. */
export function stderrLevel(line: string): LogLineValue['level'] {
  if (/error|failed|invalid|refused|unauthorized|forbidden|not found|no such|cannot|could not/i.test(line))
    return 'error';
  if (/warn|deprecated|non[- ]?monoton|discard|late|corrupt|missing/i.test(line)) return 'warning';
  return 'info';
}

/** ffmpeg lines that say nothing a viewer of the log needs (one per segment written). */
export const NOISE = /Opening '.*' for writing|^\s*(frame|size)=/;
