import type { CreateExportBody } from '@contract/index';

/** A stream the export takes video of: its id, and its name to show. */
export interface ExportStream {
  uid: string;
  name: string;
}

/** The most streams one export takes (the contract's EXPORT_MAX_ITEMS: one item per stream). */
export const EXPORT_MAX_STREAMS = 16;

/** What the export dialog holds: the time range as Unix ms, the streams by id. */
export interface ExportValues {
  name: string;
  reason: string;
  start: number;
  end: number;
  streams: string[];
  watermark: boolean;
}

/** The dialog's fields a server error can name. */
export type ExportField = 'name' | 'reason' | 'range' | 'streams' | 'watermark';

/** Around an event, the export takes this much before its start and after its end (docs/exports.md). */
export const EVENT_MARGIN_MS = 10_000;

/** A new export of these streams over this range, with no name or reason yet. */
export function newExportValues(streams: readonly string[], range: { start: number; end: number }): ExportValues {
  return {
    name: '',
    reason: '',
    start: Math.round(range.start),
    end: Math.round(range.end),
    streams: [...new Set(streams)],
    watermark: false,
  };
}

/** An event's export: its stream, from a few seconds before it to a few seconds after (now at most). */
export function eventExportValues(
  event: { streamId: string; startTime: string; endTime: string | null },
  now: number,
): ExportValues {
  const start = Date.parse(event.startTime);
  const end = event.endTime === null ? start : Date.parse(event.endTime);
  return newExportValues([event.streamId], {
    start: start - EVENT_MARGIN_MS,
    end: Math.min(now, end + EVENT_MARGIN_MS),
  });
}

/** Why the values cannot be sent yet, on which field, in the reasons namespace's words; null when they may go. */
export function exportProblem(
  v: ExportValues,
  maxSeconds: number,
): { field: ExportField; reason: 'exportRangeOrder' | 'exportRangeTooLong' | 'exportNoStream' } | null {
  if (v.streams.length === 0) return { field: 'streams', reason: 'exportNoStream' };
  if (!(v.end > v.start)) return { field: 'range', reason: 'exportRangeOrder' };
  if (v.end - v.start > maxSeconds * 1000) return { field: 'range', reason: 'exportRangeTooLong' };
  return null;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The request: one item per stream, each over the same range. */
export function createExportBody(v: ExportValues): CreateExportBody {
  return {
    name: v.name.trim(),
    reason: v.reason.trim(),
    items: v.streams.map((streamId) => ({ streamId, startTime: iso(v.start), endTime: iso(v.end) })),
    watermark: v.watermark,
  };
}

/**
 * The field a server error names (its contract field: `name`, `reason`, `items/<i>/streamId`,
 * `items/<i>/startTime`…), or null when it names none of the dialog's.
 */
export function exportFieldOf(field: string | undefined): ExportField | null {
  if (!field) return null;
  if (field === 'name' || field === 'reason' || field === 'watermark') return field;
  if (/^items\/\d+\/streamId$/.test(field) || field === 'items') return 'streams';
  if (/^items\/\d+\/(startTime|endTime)$/.test(field)) return 'range';
  return null;
}

/** The stream an `items/<i>/…` field is about, among the streams sent in this order; null for any other field. */
export function streamOfField(field: string | undefined, streams: readonly string[]): string | null {
  const match = /^items\/(\d+)\//.exec(field ?? '');
  return match ? (streams[Number(match[1])] ?? null) : null;
}

/** An export's length around a moment being played (a mosaic's archive), ms. */
export const MOMENT_EXPORT_MS = 300_000;

/** The five minutes around a moment being played, ending by now at the latest. */
export function momentRange(at: number, now: number): { start: number; end: number } {
  const end = Math.min(now, at + MOMENT_EXPORT_MS / 2);
  return { start: end - MOMENT_EXPORT_MS, end };
}
