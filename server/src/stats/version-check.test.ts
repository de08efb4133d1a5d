import { describe, expect, it } from 'vitest';
import { isNewer, parseRelease } from './version-check';

describe('comparing versions', () => {
  it('compares number by number, with a leading v and a suffix ignored', () => {
    expect(isNewer('1.10.0', '1.9.9')).toBe(true);
    expect(isNewer('v2.0', '1.99.1')).toBe(true);
    expect(isNewer('1.2.0', '1.2')).toBe(false);
    expect(isNewer('1.2.3-beta', '1.2.3')).toBe(false);
    expect(isNewer('1.2.2', '1.2.3')).toBe(false);
    expect(isNewer('latest', '1.0.0')).toBe(false);
  });

  it("reads the provider's answer, or a GitHub release; notes only as an http(s) link", () => {
    expect(parseRelease({ version: '2.1.0', releaseNotesUrl: 'https://example.com/2.1' })).toEqual({
      latest: '2.1.0',
      notes: 'https://example.com/2.1',
    });
    expect(parseRelease({ tag_name: 'v3.0.0', html_url: 'https://github.com/x/y/releases/v3.0.0' })?.latest).toBe(
      '3.0.0',
    );
    expect(parseRelease({ version: '2.1.0', releaseNotesUrl: 'javascript:alert(1)' })?.notes).toBeNull();
    expect(parseRelease({ version: 'soon' })).toBeNull();
    expect(parseRelease('2.0.0')).toBeNull();
  });
});
