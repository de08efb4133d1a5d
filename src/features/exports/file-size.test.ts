import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('says bytes, then KB, MB, GB with one decimal, in the language', () => {
    expect(formatFileSize(512, 'en')).toBe('512 B');
    expect(formatFileSize(1536, 'en')).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024, 'en')).toBe('5.0 MB');
    expect(formatFileSize(3 * 1024 ** 3, 'ru')).toBe('3,0 ГБ');
  });
});
