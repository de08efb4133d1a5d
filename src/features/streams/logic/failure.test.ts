import { describe, expect, it } from 'vitest';
import { noteView, streamFailure, type NumberFormat } from './failure';

/** Numbers as the tests' language writes them: a comma for decimals, as in Russian. */
const ru: NumberFormat = (value, digits) => value.toFixed(digits).replace('.', ',');
const en: NumberFormat = (value, digits) => value.toFixed(digits);

describe("a stream's failure as shown", () => {
  const failed = { status: 'failed', failureReason: 'Cannot read the source: Connection refused' } as const;

  it('is its reason word alone when the word says it all', () => {
    expect(streamFailure({ ...failed, failureCode: 'probeRefused' })).toEqual({ reason: 'probeRefused', detail: null });
  });

  it("adds the server's line after the catch-all word", () => {
    const line = 'Cannot read the source: Invalid data found when processing input';
    expect(streamFailure({ status: 'failed', failureReason: line, failureCode: 'probeUnreadable' })).toEqual({
      reason: 'probeUnreadable',
      detail: 'Invalid data found when processing input',
    });
  });

  it("is the server's whole line when there is no word", () => {
    expect(streamFailure({ status: 'failed', failureReason: 'Cannot start ffmpeg', failureCode: null })).toEqual({
      reason: null,
      detail: 'Cannot start ffmpeg',
    });
  });

  it('is nothing unless the stream failed', () => {
    expect(streamFailure({ ...failed, status: 'running', failureCode: 'probeRefused' })).toBeNull();
  });
});

describe('the words of a server-written log line', () => {
  it('names a key of the streams namespace with its values', () => {
    expect(noteView({ key: 'ffmpegStarted', run: 'abc-12', mode: 'copy' }, '', en)).toEqual({
      kind: 'text',
      key: 'log.ffmpegStarted.copy',
      values: { run: 'abc-12' },
    });
    expect(noteView({ key: 'sourceRead', codecs: ['h264', 'aac'], mode: 'encode' }, '', en)).toEqual({
      kind: 'text',
      key: 'log.sourceRead.encode',
      values: { codecs: 'h264, aac' },
    });
    expect(noteView({ key: 'sourceRead', codecs: [], mode: 'copy' }, '', en)).toMatchObject({
      key: 'log.sourceRead.copyNone',
    });
    expect(noteView({ key: 'receiving' }, '', en)).toEqual({ kind: 'text', key: 'log.receiving', values: {} });
  });

  it("tells ffmpeg's end by its code or its signal", () => {
    expect(noteView({ key: 'ffmpegEnded', code: 1, signal: null }, '', en)).toMatchObject({
      key: 'log.ffmpegEnded.code',
      values: { code: '1' },
    });
    expect(noteView({ key: 'ffmpegEnded', code: null, signal: 'SIGTERM' }, '', en)).toMatchObject({
      key: 'log.ffmpegEnded.signal',
      values: { signal: 'SIGTERM' },
    });
    expect(noteView({ key: 'ffmpegEnded', code: null, signal: null }, '', en)).toMatchObject({
      key: 'log.ffmpegEnded.unknown',
    });
  });

  it('writes the retry delay as numbers are written in the language', () => {
    expect(noteView({ key: 'retrying', seconds: 1.5 }, '', ru)).toMatchObject({ values: { seconds: '1,5' } });
    expect(noteView({ key: 'retrying', seconds: 1.5 }, '', en)).toMatchObject({ values: { seconds: '1.5' } });
    expect(noteView({ key: 'retrying', seconds: 30 }, '', ru)).toMatchObject({ values: { seconds: '30' } });
  });

  it("shows a failed start as a stream's failure: the word, and the line where the word says too little", () => {
    expect(
      noteView({ key: 'notStarted', reason: 'probeRefused' }, 'Cannot read the source: Connection refused', en),
    ).toEqual({ kind: 'failure', parts: { reason: 'probeRefused', detail: null } });
    expect(noteView({ key: 'notStarted', reason: null }, 'Cannot start ffmpeg', en)).toEqual({
      kind: 'failure',
      parts: { reason: null, detail: 'Cannot start ffmpeg' },
    });
  });
});
