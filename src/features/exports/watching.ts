import { create } from 'zustand';
import { local, readJson, writeJson } from '@/shared/storage/safe-storage';

/** The key (after the app's prefix) of the jobs watched for a notification: kept across a reload. */
const KEY = 'exports.watched';

interface Watched {
  /** Whose jobs they are. */
  login: string;
  ids: string[];
}

const valid = (value: unknown): Watched | undefined => {
  const v = value as Partial<Watched> | undefined;
  return v && typeof v.login === 'string' && Array.isArray(v.ids) && v.ids.every((id) => typeof id === 'string')
    ? { login: v.login, ids: v.ids }
    : undefined;
};

/**
 * The user's export jobs unfinished when last seen, in local storage: the console watches them
 * (polls the job list) wherever the user is, also after a reload, and says when each finishes.
 */
export const useWatchedExports = create<Watched>(() => readJson(local, KEY, valid, { login: '', ids: [] }));

/** Reads the watched jobs from storage again (as a reload would). */
export function reloadWatchedExports(): void {
  useWatchedExports.setState(readJson(local, KEY, valid, { login: '', ids: [] }), true);
}

/** Keeps the watched jobs, in the store and in local storage. */
export function saveWatched(next: Watched) {
  useWatchedExports.setState(next);
  writeJson(local, KEY, next);
}

/** The user's jobs being watched (none for another user's list in this browser). */
export const watchedBy = (state: Watched, login: string | undefined) =>
  login && state.login === login ? state.ids : [];

/** Watches a job just made. */
export function watchExport(login: string, id: string): void {
  const current = watchedBy(useWatchedExports.getState(), login);
  if (!current.includes(id)) saveWatched({ login, ids: [...current, id] });
}
