import { create } from 'zustand';
import { liveEntries, type ExpiringSet } from '@/shared/logic/expiring-set';
import { followStorage } from '@/shared/storage/follow-storage';
import { local, readJson, writeJson } from '@/shared/storage/safe-storage';

const KEY = 'dismissed-warnings';

interface DismissedStore {
  dismissed: ExpiringSet;
  save: (next: ExpiringSet) => void;
}

/** docs/console.md#entities: dismissed warnings in local storage, each with a 7-day expiry; expired entries are cleaned up on load. */
export const useDismissedStore = create<DismissedStore>()((set) => {
  const load = () => readJson(local, KEY, (v) => liveEntries(v, Date.now()), {});
  const dismissed = load();
  writeJson(local, KEY, dismissed);
  // A banner closed in another tab stays closed here too.
  followStorage(KEY, () => set({ dismissed: load() }));
  return {
    dismissed,
    save: (next) => {
      writeJson(local, KEY, next);
      set({ dismissed: next });
    },
  };
});
