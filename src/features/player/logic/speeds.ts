/** docs/console.md#screens-and-routes and #constants-and-limits: the playback speeds, slowest first; the default index points to 1×. */
export const SPEEDS = [0.25, 0.5, 1, 2, 4, 8, 16] as const;
export const DEFAULT_SPEED_INDEX = SPEEDS.indexOf(1);

/** A stored or typed index made safe: whole, within the list, else the default. */
export function clampSpeedIndex(index: number): number {
  if (!Number.isInteger(index)) return DEFAULT_SPEED_INDEX;
  return Math.min(SPEEDS.length - 1, Math.max(0, index));
}

export function speedOf(index: number): number {
  return SPEEDS[clampSpeedIndex(index)] ?? 1;
}

/** One step faster (+1) or slower (-1), stopping at the ends. */
export function stepSpeed(index: number, step: 1 | -1): number {
  return clampSpeedIndex(clampSpeedIndex(index) + step);
}

/** How a speed is written on its button: 0.25×, 4×. */
export function speedLabel(speed: number): string {
  return `${speed}×`;
}
