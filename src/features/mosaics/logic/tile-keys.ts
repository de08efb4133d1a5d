import type { Rect } from './geometry';

/**
 * The tile an arrow key moves to from `from` (an index into `tiles`): the nearest tile whose centre
 * lies in that direction, closer along the direction counting more than off to the side. Null at an edge.
 */
export function tileInDirection(
  tiles: readonly Rect[],
  from: number,
  key: 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown',
): number | null {
  const origin = tiles[from];
  if (!origin) return null;
  const centre = (r: Rect) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 });
  const o = centre(origin);
  let best: { index: number; score: number } | null = null;
  tiles.forEach((tile, index) => {
    if (index === from) return;
    const c = centre(tile);
    const dx = c.x - o.x;
    const dy = c.y - o.y;
    const along = key === 'ArrowLeft' ? -dx : key === 'ArrowRight' ? dx : key === 'ArrowUp' ? -dy : dy;
    const aside = key === 'ArrowLeft' || key === 'ArrowRight' ? Math.abs(dy) : Math.abs(dx);
    if (along <= 1) return;
    const score = along + aside * 2;
    if (!best || score < best.score) best = { index, score };
  });
  return (best as { index: number } | null)?.index ?? null;
}
