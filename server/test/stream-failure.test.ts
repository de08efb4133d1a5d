import { describe, expect, it } from 'vitest';
import { AppError } from '../src/core/errors';
import { reasonOf } from '../src/media/recorder-run';
import { failureOfError, failureOfRun, NOT_STARTED_LINE } from '../src/media/stream-failure';
import { validateSource, type ValidSource } from '../src/media/sources';

const source = (url: string): ValidSource => {
  const checked = validateSource(url, null);
  if (!checked.ok) throw new Error(checked.message);
  return checked;
};

describe('the failure classifier: a failed attempt', () => {
  it("keeps a refused or unreadable source's reason word and its English line", () => {
    const refused = new AppError('ProbeError', 'Cannot read the source: Connection refused', {
      reason: 'probeRefused',
    });
    expect(failureOfError(refused)).toEqual({
      code: 'probeRefused',
      line: 'Cannot read the source: Connection refused',
    });
    const invalid = new AppError('ValidationError', 'Invalid source: no such file', { reason: 'fileMissing' });
    expect(failureOfError(invalid)).toEqual({ code: 'fileMissing', line: 'Invalid source: no such file' });
  });

  it("has no word for the server's own trouble, and shows no internals of an unexpected error", () => {
    expect(failureOfError(new AppError('InternalServerError', 'Cannot create the recording folder'))).toEqual({
      code: null,
      line: 'Cannot create the recording folder',
    });
    expect(failureOfError(new Error('spawn /opt/secret/ffmpeg EACCES'))).toEqual({
      code: null,
      line: NOT_STARTED_LINE,
    });
  });
});

describe('the failure classifier: a recorder run that ended', () => {
  const url = 'rtsp://admin:s3cret@cam.example:554/live';
  const line = (said: string) => reasonOf(said, source(url), url);

  it.each([
    [
      ['[tcp @ 0x55d1] Connection to tcp://cam.example:554 failed: Connection refused', `${url}: Connection refused`],
      'probeRefused',
    ],
    [
      ['[rtsp @ 0x55d1] method DESCRIBE failed: 401 Unauthorized', `${url}: Server returned 401 Unauthorized`],
      'probeUnauthorized',
    ],
    [
      [
        '[tcp @ 0x55d1] Failed to resolve hostname cam.example: Name or service not known',
        `${url}: Input/output error`,
      ],
      'probeHostUnknown',
    ],
    [['[rtsp @ 0x55d1] Connection timed out', `${url}: Connection timed out`], 'probeTimeout'],
    [
      ["Opening '/data/media/cam/run/404.m4s' for writing", `${url}: Invalid data found when processing input`],
      'probeUnreadable',
    ],
  ] as const)('%j: %s', (said, code) => {
    const failure = failureOfRun([said.at(-1)!, said.join('\n')], line(said.at(-1)!));
    expect(failure.code).toBe(code);
    expect(failure.line).toMatch(/^Cannot read the source: /);
    expect(failure.line).not.toMatch(/s3cret|cam\.example|rtsp:/);
  });

  it('reads the line that told why even when the tail kept only what came after it', () => {
    const failure = failureOfRun(['[tcp @ 0x1] Connection refused', 'Input/output error\nExiting normally'], 'x');
    expect(failure.code).toBe('probeRefused');
  });

  it('is the catch-all when ffmpeg said nothing the probe recognises, or nothing at all', () => {
    expect(failureOfRun([null, ''], 'Cannot read the source: ffmpeg ended with code 1').code).toBe('probeUnreadable');
  });
});
