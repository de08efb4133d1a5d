import { describe, expect, it } from 'vitest';
import type { Mosaic } from '@contract/index';
import { assign, changePreset, clear, editorOf, firstEmpty, isDirty, newEditor, swap, toBody } from './editor';
import { PRESETS } from './presets';

const preset = (name: string) => PRESETS.find((p) => p.name === name)!;

describe('the mosaic editor', () => {
  it('starts as an empty 2×2', () => {
    expect(newEditor()).toMatchObject({ name: '', isShared: false, streams: [null, null, null, null] });
    expect(toBody(newEditor())).toEqual({ name: '', isShared: false, layout: { columns: 2, rows: 2 }, cells: [] });
  });

  it('puts streams in places, moves one already shown, swaps and clears', () => {
    let s = assign(newEditor(), 0, 'a');
    s = assign(s, 3, 'b');
    expect(s.streams).toEqual(['a', null, null, 'b']);
    expect(assign(s, 3, 'a').streams).toEqual(['b', null, null, 'a']);
    expect(assign(s, 1, 'a').streams).toEqual([null, 'a', null, 'b']);
    expect(swap(s, 0, 3).streams).toEqual(['b', null, null, 'a']);
    expect(clear(s, 0).streams).toEqual([null, null, null, 'b']);
    expect(firstEmpty(s)).toBe(1);
    expect(firstEmpty({ ...s, streams: ['a', 'b', 'c', 'd'] })).toBeNull();
  });

  it('keeps the order of the streams on another layout, leaving out what does not fit', () => {
    const s = assign(assign(assign(newEditor(), 1, 'a'), 2, 'b'), 3, 'c');
    expect(changePreset(s, preset('1')).streams).toEqual(['a']);
    expect(changePreset(s, preset('1+5')).streams).toEqual(['a', 'b', 'c', null, null, null]);
  });

  it('saves the places that show a stream, with the spans of large tiles', () => {
    const s = assign(assign({ ...changePreset(newEditor(), preset('1+5')), name: ' Hall ' }, 0, 'a'), 2, 'b');
    expect(toBody(s)).toEqual({
      name: 'Hall',
      isShared: false,
      layout: { columns: 3, rows: 3 },
      cells: [
        { position: 0, streamUid: 'a', columnSpan: 2, rowSpan: 2 },
        { position: 5, streamUid: 'b' },
      ],
    });
  });

  it('reads a saved mosaic back, a tile it may not view coming in empty', () => {
    const mosaic = {
      name: 'Wall',
      isShared: true,
      layout: { columns: 3, rows: 3 },
      cells: [
        {
          access: 'view',
          position: 0,
          columnSpan: 2,
          rowSpan: 2,
          streamUid: 'a',
          name: 'A',
          status: 'running',
          playlistUrl: '',
        },
        { access: 'none', position: 5, columnSpan: 1, rowSpan: 1 },
      ],
    } as unknown as Mosaic;
    const s = editorOf(mosaic);
    expect(s.preset.name).toBe('1+5');
    expect(s.streams).toEqual(['a', null, null, null, null, null]);
    expect(isDirty(s, s)).toBe(false);
    expect(isDirty(s, assign(s, 1, 'b'))).toBe(true);
  });
});
