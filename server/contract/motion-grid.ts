/**
 * Motion detection's grid and settings, as plain numbers: the schemas build on them, the server's
 * detector uses them, and the console can draw a mask without loading TypeBox (docs/motion.md).
 */

/** The picture is cut into 16 × 9 cells; cell i is column i % 16 of row ⌊i / 16⌋, from the top left. */
export const MOTION_GRID_COLUMNS = 16;
export const MOTION_GRID_ROWS = 9;
export const MOTION_CELLS = MOTION_GRID_COLUMNS * MOTION_GRID_ROWS;
/** One second of motion: one bit per cell, cell i in bit i % 8 of byte ⌊i / 8⌋ (18 bytes). */
export const MOTION_BITMAP_BYTES = MOTION_CELLS / 8;

export const MOTION_SENSITIVITY_MIN = 1;
export const MOTION_SENSITIVITY_MAX = 10;
export const MOTION_SENSITIVITY_DEFAULT = 5;

/** The longest window one motion search covers: a day. */
export const MOTION_SEARCH_MAX_SECONDS = 86_400;
