import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './content-disposition';

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 filename* over the plain one', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="Front door.mp4"; filename*=UTF-8''%D0%92%D1%85%D0%BE%D0%B4%202026-11-22.mp4`,
      ),
    ).toBe('Вход 2026-11-22.mp4');
  });

  it('reads a quoted or bare plain filename', () => {
    expect(fileNameFromDisposition('attachment; filename="clip \\"a\\".mp4"')).toBe('clip "a".mp4');
    expect(fileNameFromDisposition('attachment; filename=clip.mp4')).toBe('clip.mp4');
  });

  it('keeps only the last path part and gives null when there is no name', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(undefined)).toBeNull();
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A`)).toBeNull();
  });
});
