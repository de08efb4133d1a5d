import { describe, expect, it } from 'vitest';
import { cellAt, cellOf, motionChanges, movedCell, withCell } from './motion-mask';

describe('the motion mask grid', () => {
  it('numbers the 16 × 9 cells row by row from the top left', () => {
    expect(cellOf(0, 0)).toBe(0);
    expect(cellOf(15, 0)).toBe(15);
    expect(cellOf(0, 1)).toBe(16);
    expect(cellOf(15, 8)).toBe(143);
  });

  it('finds the cell under a point of the picture, none outside it', () => {
    expect(cellAt(0, 0, 160, 90)).toBe(0);
    expect(cellAt(159.9, 89.9, 160, 90)).toBe(143);
    expect(cellAt(25, 15, 160, 90)).toBe(cellOf(2, 1));
    expect(cellAt(-1, 5, 160, 90)).toBeNull();
    expect(cellAt(160, 5, 160, 90)).toBeNull();
    expect(cellAt(5, 5, 0, 90)).toBeNull();
  });

  it('masks and unmasks a cell, keeping the mask sorted with each cell once', () => {
    expect(withCell([20, 3], 7, true)).toEqual([3, 7, 20]);
    expect(withCell([3, 7], 7, true)).toEqual([3, 7]);
    expect(withCell([3, 7], 3, false)).toEqual([7]);
    expect(withCell([], 144, true)).toEqual([]);
  });

  it('moves the focus with the arrows, Home and End, stopping at the edges', () => {
    expect(movedCell(0, 'ArrowLeft')).toBe(0);
    expect(movedCell(0, 'ArrowRight')).toBe(1);
    expect(movedCell(0, 'ArrowDown')).toBe(16);
    expect(movedCell(16, 'ArrowUp')).toBe(0);
    expect(movedCell(143, 'ArrowDown')).toBe(143);
    expect(movedCell(20, 'End')).toBe(31);
    expect(movedCell(20, 'Home')).toBe(16);
    expect(movedCell(20, 'x')).toBeNull();
  });

  it('sends only the motion settings that changed', () => {
    const saved = { isEnable: true, sensitivity: 5, mask: [1, 2] };
    expect(motionChanges(saved, { ...saved, mask: [2, 1] })).toBeNull();
    expect(motionChanges(saved, { isEnable: false, sensitivity: 8, mask: [9, 1, 2] })).toEqual({
      isEnable: false,
      sensitivity: 8,
      mask: [1, 2, 9],
    });
    expect(motionChanges(saved, { ...saved, mask: [] })).toEqual({ mask: [] });
  });
});
