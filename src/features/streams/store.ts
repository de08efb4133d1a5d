import { create } from 'zustand';
import { loadRecord } from '@/shared/storage/persisted-record';
import { followStorage } from '@/shared/storage/follow-storage';
import { local, writeJson } from '@/shared/storage/safe-storage';
import {
  nextSettings,
  STREAMS_PAGE_DEFAULTS,
  streamsPageChecks,
  type StreamsPageSettings,
} from './logic/page-settings';

export const STREAMS_PAGE_KEY = 'streams-page';

export interface StreamsPageStore extends StreamsPageSettings {
  update: (patch: Partial<StreamsPageSettings>) => void;
  /** Re-reads local storage (another tab, or a test). */
  reload: () => void;
}

const load = () => loadRecord(local, STREAMS_PAGE_KEY, STREAMS_PAGE_DEFAULTS, streamsPageChecks);

export function settingsOf(state: StreamsPageSettings): StreamsPageSettings {
  const { searchValues, viewMode, onlyAvailable, groupType, asideOpen, sortType, page } = state;
  return { searchValues, viewMode, onlyAvailable, groupType, asideOpen, sortType, page };
}

/**
 * The all-streams page settings, remembered in local storage; a broken stored field falls back
 * alone. Tabs follow each other, and an update applies its fields to what is stored now.
 */
export const useStreamsPageStore = create<StreamsPageStore>()((set) => {
  followStorage(STREAMS_PAGE_KEY, () => set(load()));
  return {
    ...load(),
    update: (patch) =>
      set(() => {
        const next = nextSettings(load(), patch);
        writeJson(local, STREAMS_PAGE_KEY, next);
        return next;
      }),
    reload: () => set(load()),
  };
});
