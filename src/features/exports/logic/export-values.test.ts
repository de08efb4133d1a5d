import { describe, expect, it } from 'vitest';
import {
  createExportBody,
  EVENT_MARGIN_MS,
  eventExportValues,
  exportFieldOf,
  exportProblem,
  momentRange,
  MOMENT_EXPORT_MS,
  newExportValues,
  streamOfField,
} from './export-values';

const T = Date.UTC(2026, 10, 22, 10, 0, 0);

describe('export values', () => {
  it('preselects the streams once each and the range to the millisecond, with no name or reason', () => {
    expect(newExportValues(['gate', 'dock', 'gate'], { start: T + 0.4, end: T + 60_000.6 })).toEqual({
      name: '',
      reason: '',
      start: T,
      end: T + 60_001,
      streams: ['gate', 'dock'],
      watermark: false,
    });
  });

  it('takes an event with a few seconds around it, never past now', () => {
    const event = {
      streamId: 'gate',
      startTime: new Date(T).toISOString(),
      endTime: new Date(T + 5_000).toISOString(),
    };
    expect(eventExportValues(event, T + 60_000)).toMatchObject({
      streams: ['gate'],
      start: T - EVENT_MARGIN_MS,
      end: T + 5_000 + EVENT_MARGIN_MS,
    });
    expect(eventExportValues(event, T + 7_000).end).toBe(T + 7_000);
  });

  it('takes five minutes around a moment being played, ending by now', () => {
    expect(momentRange(T, T + 3_600_000)).toEqual({ start: T - MOMENT_EXPORT_MS / 2, end: T + MOMENT_EXPORT_MS / 2 });
    expect(momentRange(T, T + 1_000)).toEqual({ start: T + 1_000 - MOMENT_EXPORT_MS, end: T + 1_000 });
  });

  it('says what the server would refuse before sending', () => {
    const ok = newExportValues(['gate'], { start: T, end: T + 60_000 });
    expect(exportProblem(ok, 3600)).toBeNull();
    expect(exportProblem({ ...ok, streams: [] }, 3600)).toEqual({ field: 'streams', reason: 'exportNoStream' });
    expect(exportProblem({ ...ok, end: T }, 3600)).toEqual({ field: 'range', reason: 'exportRangeOrder' });
    expect(exportProblem({ ...ok, end: T + 3_600_001 }, 3600)).toEqual({
      field: 'range',
      reason: 'exportRangeTooLong',
    });
    expect(exportProblem({ ...ok, end: T + 3_600_000 }, 3600)).toBeNull();
  });

  it('sends one item per stream over the same range, name and reason trimmed', () => {
    const v = {
      ...newExportValues(['gate', 'dock'], { start: T, end: T + 1000 }),
      name: ' Case 1 ',
      reason: ' Police \n',
    };
    expect(createExportBody({ ...v, watermark: true })).toEqual({
      name: 'Case 1',
      reason: 'Police',
      items: [
        { streamId: 'gate', startTime: '2026-11-22T10:00:00.000Z', endTime: '2026-11-22T10:00:01.000Z' },
        { streamId: 'dock', startTime: '2026-11-22T10:00:00.000Z', endTime: '2026-11-22T10:00:01.000Z' },
      ],
      watermark: true,
    });
  });

  it('puts a server error on the field it names, with the stream it is about', () => {
    expect(exportFieldOf('name')).toBe('name');
    expect(exportFieldOf('reason')).toBe('reason');
    expect(exportFieldOf('items/1/streamId')).toBe('streams');
    expect(exportFieldOf('items/0/startTime')).toBe('range');
    expect(exportFieldOf('items/0/endTime')).toBe('range');
    expect(exportFieldOf('items')).toBe('streams');
    expect(exportFieldOf(undefined)).toBeNull();
    expect(exportFieldOf('body')).toBeNull();
    expect(streamOfField('items/1/streamId', ['gate', 'dock'])).toBe('dock');
    expect(streamOfField('items/5/streamId', ['gate'])).toBeNull();
    expect(streamOfField('name', ['gate'])).toBeNull();
  });
});
