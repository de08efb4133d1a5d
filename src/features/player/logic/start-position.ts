/** A fragment of an HLS playlist as hls.js lays it out: media time and its wall-clock time (PROGRAM-DATE-TIME). */
export interface PlacedFragment {
  /** Seconds from the playlist's start. */
  start: number;
  duration: number;
  /** Unix ms, or null when the playlist gives none. */
  programDateTime: number | null;
}

/**
 * Where to start in an archive playlist so the picture is the one recorded at
 * `startAt`: inside the fragment that holds it, or at the first fragment after
 * it when it falls in a hole; 0 when nothing is dated.
 */
export function startPosition(fragments: readonly PlacedFragment[], startAt: number): number {
  for (const f of fragments) {
    if (f.programDateTime === null) continue;
    const offset = (startAt - f.programDateTime) / 1000;
    if (offset < f.duration) return f.start + Math.max(0, offset);
  }
  return 0;
}
