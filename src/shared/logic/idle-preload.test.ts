import { describe, expect, it } from 'vitest';
import { mayPreloadAtIdle } from './idle-preload';

describe('mayPreloadAtIdle', () => {
  it('preloads when the browser gives no hints', () => {
    expect(mayPreloadAtIdle(undefined)).toBe(true);
    expect(mayPreloadAtIdle({})).toBe(true);
  });

  it('preloads on ordinary connections', () => {
    expect(mayPreloadAtIdle({ saveData: false, effectiveType: '4g' })).toBe(true);
    expect(mayPreloadAtIdle({ effectiveType: '3g' })).toBe(true);
  });

  it('does not when the user asked to save data', () => {
    expect(mayPreloadAtIdle({ saveData: true, effectiveType: '4g' })).toBe(false);
  });

  it('does not on 2G-class connections', () => {
    expect(mayPreloadAtIdle({ effectiveType: '2g' })).toBe(false);
    expect(mayPreloadAtIdle({ effectiveType: 'slow-2g' })).toBe(false);
  });
});
