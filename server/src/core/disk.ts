import fs from 'node:fs/promises';

export interface DiskSpace {
  /** In use, as `df` counts it (blocks not free). */
  usedBytes: number;
  /** Free for the server (blocks available to unprivileged users). */
  freeBytes: number;
}

/** The data folder's file system. */
export async function diskSpace(dir: string): Promise<DiskSpace> {
  const s = await fs.statfs(dir);
  return { usedBytes: (s.blocks - s.bfree) * s.bsize, freeBytes: s.bavail * s.bsize };
}

/** Percentage of the data folder's file system in use, as `df` counts it. */
export async function diskUsedPercent(dir: string): Promise<number> {
  const { usedBytes, freeBytes } = await diskSpace(dir);
  const total = usedBytes + freeBytes;
  return total === 0 ? 0 : Math.round((usedBytes / total) * 1000) / 10;
}
