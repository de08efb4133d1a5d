import { describe, expect, it } from 'vitest';
import { reasonParts, serverLine } from './reason-text';

describe('reasonParts: a reason word and the server line as shown', () => {
  it('shows a known word alone: its text says all the English line says', () => {
    expect(reasonParts('probeRefused', 'Cannot read the source: Connection refused')).toEqual({
      reason: 'probeRefused',
      detail: null,
    });
    expect(reasonParts('fileMissing', 'Invalid source: there is no such file')).toEqual({
      reason: 'fileMissing',
      detail: null,
    });
  });

  it('follows the catch-all word with the server line, without its English lead-in', () => {
    expect(reasonParts('probeUnreadable', 'Cannot read the source: Invalid data found when processing input')).toEqual({
      reason: 'probeUnreadable',
      detail: 'Invalid data found when processing input',
    });
    expect(reasonParts('probeUnreadable', 'Cannot read the source: ')).toEqual({
      reason: 'probeUnreadable',
      detail: null,
    });
    expect(reasonParts('probeUnreadable', null)).toEqual({ reason: 'probeUnreadable', detail: null });
  });

  it('with no word, keeps the whole server line (it is not about the source)', () => {
    expect(reasonParts(null, 'Cannot start ffmpeg')).toEqual({ reason: null, detail: 'Cannot start ffmpeg' });
    expect(reasonParts(undefined, '  ')).toEqual({ reason: null, detail: null });
  });
});

describe('serverLine', () => {
  it('drops only the lead-in the reason text already says', () => {
    expect(serverLine('Cannot read the source: ffmpeg ended with code 1')).toBe('ffmpeg ended with code 1');
    expect(serverLine('Invalid source: bad')).toBe('bad');
    expect(serverLine('Cannot create the recording folder')).toBe('Cannot create the recording folder');
  });
});
