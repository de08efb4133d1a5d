import type { LogLineValue } from './media-control';

/** A stream's last log lines (ffmpeg's stderr and the supervisor's notes), numbered for polling with a cursor. */
export class LogRing {
  private lines: LogLineValue[] = [];
  private next = 1;

  constructor(
    private readonly max: number,
    private readonly now: () => number,
  ) {}

  push(level: LogLineValue['level'], text: string, note?: LogLineValue['note']): void {
    this.lines.push({
      seq: this.next,
      time: this.now(),
      level,
      text: text.length > 1000 ? `${text.slice(0, 999)}…` : text,
      ...(note ? { note } : {}),
    });
    this.next += 1;
    // Trim in chunks rather than shifting on every line.
    if (this.lines.length > this.max + 100) this.lines = this.lines.slice(-this.max);
  }

  /** Lines after `since` (the oldest `limit` of them), or the newest `limit` lines; `cursor` goes in the next `since`. */
  read(since: number | undefined, limit: number): { lines: LogLineValue[]; cursor: number } {
    const kept = this.lines.length > this.max ? this.lines.slice(-this.max) : this.lines;
    const lines = since === undefined ? kept.slice(-limit) : kept.filter((l) => l.seq > since).slice(0, limit);
    return { lines, cursor: lines.at(-1)?.seq ?? Math.max(since ?? 0, this.next - 1) };
  }
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
