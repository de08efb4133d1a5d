import type { Export, ExportStatus } from '@contract/index';

/** A job still being made: queued or running. */
export const isUnfinished = (status: ExportStatus) => status === 'queued' || status === 'running';

/** While any job of the list is unfinished, the list is asked again this often, ms. */
export const JOBS_POLL_MS = 2_000;

/** How often the list is asked again: every few seconds while a job is unfinished, else never (false). */
export function pollInterval(jobs: readonly Pick<Export, 'status'>[] | undefined): number | false {
  return jobs?.some((j) => isUnfinished(j.status)) ? JOBS_POLL_MS : false;
}

/** A progress bar's percent, 0 to 100, whole. */
export const progressPercent = (progress: number) => Math.max(0, Math.min(100, Math.round(progress * 100)));

/** The address of an export's own page. */
export const exportPath = (id: string) => `/exports/${encodeURIComponent(id)}`;

/**
 * One look at the job list for the notifications: the jobs watched before (the user's, unfinished
 * when last seen) that are now done or failed are `finished` (to be said once); the user's jobs
 * unfinished now are watched from here on. A watched job the list no longer holds is let go.
 */
export function settleWatch(
  watched: readonly string[],
  jobs: readonly Pick<Export, 'id' | 'status' | 'author'>[],
  me: string,
): { watched: string[]; finished: string[] } {
  const byId = new Map(jobs.map((j) => [j.id, j]));
  const finished = watched.filter((id) => {
    const job = byId.get(id);
    return job !== undefined && !isUnfinished(job.status);
  });
  const unfinished = jobs.filter((j) => j.author === me && isUnfinished(j.status)).map((j) => j.id);
  const still = watched.filter((id) => {
    const job = byId.get(id);
    return job !== undefined && isUnfinished(job.status);
  });
  return { watched: [...new Set([...still, ...unfinished])], finished };
}

export type SizeUnit = 'B' | 'KB' | 'MB' | 'GB';

/** A package's size as a person reads it: a number (one decimal from KB on) and its unit (1024). */
export function sizeParts(bytes: number): { value: number; digits: number; unit: SizeUnit } {
  const units: SizeUnit[] = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let i = 0;
  while (value >= 1024 && i < units.length - 1) {
    value /= 1024;
    i += 1;
  }
  return { value, digits: i === 0 ? 0 : 1, unit: units[i] ?? 'GB' };
}
