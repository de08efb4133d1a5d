import type { Mosaic, MosaicBody } from '@contract/index';
import { gridPreset, presetOf, type Preset } from './presets';

/** The mosaic editor's state: name, sharing, layout and the stream (uid) of each of its places. */
export interface EditorState {
  name: string;
  isShared: boolean;
  preset: Preset;
  /** By the preset's slot index; null is an empty tile. */
  streams: (string | null)[];
}

/** A new mosaic: 2×2, empty. */
export function newEditor(): EditorState {
  const preset = gridPreset(2, 2);
  return { name: '', isShared: false, preset, streams: preset.slots.map(() => null) };
}

/**
 * A saved mosaic in the editor: its layout found among the presets, each place with its stream.
 * A tile the editor may not view (`access: none`) comes in empty: it could not be saved as it is.
 */
export function editorOf(mosaic: Mosaic): EditorState {
  const preset = presetOf(mosaic.layout, mosaic.cells);
  const byPosition = new Map(mosaic.cells.map((c) => [c.position, c.access === 'view' ? c.streamUid : null]));
  return {
    name: mosaic.name,
    isShared: mosaic.isShared,
    preset,
    streams: preset.slots.map((s) => byPosition.get(s.position) ?? null),
  };
}

/** Puts a stream in a place; a stream already shown elsewhere moves (the two places swap). */
export function assign(state: EditorState, slot: number, uid: string): EditorState {
  const from = state.streams.indexOf(uid);
  if (from === slot) return state;
  if (from >= 0) return swap(state, from, slot);
  const streams = [...state.streams];
  streams[slot] = uid;
  return { ...state, streams };
}

/** Swaps what two places show (a drag of one tile onto another). */
export function swap(state: EditorState, a: number, b: number): EditorState {
  const streams = [...state.streams];
  [streams[a], streams[b]] = [streams[b] ?? null, streams[a] ?? null];
  return { ...state, streams };
}

export function clear(state: EditorState, slot: number): EditorState {
  const streams = [...state.streams];
  streams[slot] = null;
  return { ...state, streams };
}

/** Another layout: the streams shown keep their order and fill its places; what does not fit is left out. */
export function changePreset(state: EditorState, preset: Preset): EditorState {
  const shown = state.streams.filter((s): s is string => s !== null);
  return { ...state, preset, streams: preset.slots.map((_, i) => shown[i] ?? null) };
}

/** The first empty place, where a stream picked from the list goes; null when all are taken. */
export function firstEmpty(state: EditorState): number | null {
  const i = state.streams.indexOf(null);
  return i < 0 ? null : i;
}

/** The body that saves the mosaic (full replace): the places that show a stream. */
export function toBody(state: EditorState): MosaicBody {
  return {
    name: state.name.trim(),
    isShared: state.isShared,
    layout: state.preset.layout,
    cells: state.preset.slots.flatMap((slot, i) => {
      const uid = state.streams[i];
      if (!uid) return [];
      const spans =
        slot.columnSpan > 1 || slot.rowSpan > 1 ? { columnSpan: slot.columnSpan, rowSpan: slot.rowSpan } : {};
      return [{ position: slot.position, streamUid: uid, ...spans }];
    }),
  };
}

/** Whether the editor holds changes the saved mosaic (or an empty new one) does not have. */
export function isDirty(saved: EditorState, state: EditorState): boolean {
  return JSON.stringify(toBody(saved)) !== JSON.stringify(toBody(state));
}
