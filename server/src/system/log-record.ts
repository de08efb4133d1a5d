import type { ServerLogLevel } from '../../contract/schemas/system';

/** pino's level numbers. */
const LEVELS: Record<number, ServerLogLevel> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'warn',
  50: 'error',
  60: 'fatal',
};
const RANK: Record<ServerLogLevel, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };

/** Fields every line has, or that the text below shows its own way. */
const SHOWN = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'reqId', 'req', 'res', 'err', 'responseTime']);

export interface RecordLine {
  level: ServerLogLevel;
  time: number;
  text: string;
}

export function levelAtLeast(level: ServerLogLevel, min: ServerLogLevel): boolean {
  return RANK[level] >= RANK[min];
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

const scalar = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));

/**
 * One JSON line of pino as a line of the server-debug page: the request id, the message, then the
 * request (method and URL), the status and time of its reply, the error, and any other field as
 * `name=value`. Null for a line that is not pino's JSON.
 */
export function recordLine(json: string): RecordLine | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  const record = asRecord(parsed);
  if (!record) return null;
  const level = LEVELS[Number(record.level)] ?? 'info';
  const time = typeof record.time === 'number' ? record.time : Date.now();
  const parts: string[] = [];
  if (record.reqId !== undefined) parts.push(`[${scalar(record.reqId)}]`);
  if (record.msg !== undefined) parts.push(scalar(record.msg));
  const req = asRecord(record.req);
  if (req)
    parts.push(
      `${scalar(req.method)} ${scalar(req.url)}${req.remoteAddress ? ` from ${scalar(req.remoteAddress)}` : ''}`,
    );
  const res = asRecord(record.res);
  if (res) parts.push(scalar(res.statusCode));
  if (typeof record.responseTime === 'number') parts.push(`in ${record.responseTime.toFixed(1)} ms`);
  const err = asRecord(record.err);
  if (err) parts.push(`${scalar(err.type ?? 'Error')}: ${scalar(err.message)}`);
  for (const [key, value] of Object.entries(record)) if (!SHOWN.has(key)) parts.push(`${key}=${scalar(value)}`);
  return { level, time, text: parts.join(' ') };
}
