import { describe, expect, it } from 'vitest';
import { COMPACT_TOOLBAR_BELOW, isCompactToolbar } from './toolbar-layout';

describe('toolbar layout', () => {
  it('is compact on a phone (390 px less the padding)', () => {
    expect(isCompactToolbar(366)).toBe(true);
    expect(isCompactToolbar(COMPACT_TOOLBAR_BELOW - 1)).toBe(true);
  });

  it('keeps its wide order on a tablet and wider', () => {
    expect(isCompactToolbar(COMPACT_TOOLBAR_BELOW)).toBe(false);
    expect(isCompactToolbar(720)).toBe(false);
    expect(isCompactToolbar(1376)).toBe(false);
  });

  it('is not compact before it is measured', () => {
    expect(isCompactToolbar(0)).toBe(false);
  });
});
