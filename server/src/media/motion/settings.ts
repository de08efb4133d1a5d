import {
  MOTION_CELLS,
  MOTION_SENSITIVITY_DEFAULT,
  MOTION_SENSITIVITY_MAX,
  MOTION_SENSITIVITY_MIN,
} from '../../../contract/motion-grid';
import type { StreamMotion } from '../../../contract/schemas/stream';
import type { StreamRow } from '../media-control';

const isCell = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) < MOTION_CELLS;

/** The masked cells of a stored JSON array: valid cell indexes only, once each, ascending. */
export function parseMotionMask(json: string): number[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? [...new Set(value.filter(isCell))].sort((a, b) => a - b) : [];
  } catch {
    return [];
  }
}

/** A stream's motion settings as the API shows them, read defensively from its row. */
export function motionSettingsOf(
  row: Pick<StreamRow, 'motion_enabled' | 'motion_sensitivity' | 'motion_mask'>,
): StreamMotion {
  const s = Number(row.motion_sensitivity);
  return {
    isEnable: Number(row.motion_enabled) === 1,
    sensitivity: Number.isInteger(s)
      ? Math.min(MOTION_SENSITIVITY_MAX, Math.max(MOTION_SENSITIVITY_MIN, s))
      : MOTION_SENSITIVITY_DEFAULT,
    mask: parseMotionMask(row.motion_mask),
  };
}
