import fs from 'node:fs/promises';

/** Percentage of the data folder's file system in use, as `df` counts it. */
export async function diskUsedPercent(dir: string): Promise<number> {
  const s = await fs.statfs(dir);
  const used = (s.blocks - s.bfree) * s.bsize;
  const available = s.bavail * s.bsize;
  const total = used + available;
  return total === 0 ? 0 : Math.round((used / total) * 1000) / 10;
}
