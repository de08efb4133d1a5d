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
  /** The search being typed and not yet kept as a value (not remembered): the list follows it. */
  typing: string;
  /** Only the streams of this cluster node (null: every node); not remembered, as a node may leave. */
  nodeId: string | null;
  update: (patch: Partial<StreamsPageSettings>) => void;
  /** A new search being typed: the list follows it (once typing rests) from the first page. */
  type: (typing: string) => void;
  /** Another node to filter by (null: all): the list follows it from the first page. */
  filterNode: (nodeId: string | null) => void;
  /** Re-reads local storage and forgets what was being typed (a test's fresh page). */
  reload: () => void;
}

const load = () => loadRecord(local, STREAMS_PAGE_KEY, STREAMS_PAGE_DEFAULTS, streamsPageChecks);

/** A new filter outside the remembered settings (typing, node): back to the first page, and remembered so. */
function firstPage(): StreamsPageSettings {
  const next = nextSettings(load(), { page: 1 });
  writeJson(local, STREAMS_PAGE_KEY, next);
  return next;
}

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
    typing: '',
    nodeId: null,
    type: (typing) => set((state) => (typing === state.typing ? state : { ...firstPage(), typing })),
    filterNode: (nodeId) => set((state) => (nodeId === state.nodeId ? state : { ...firstPage(), nodeId })),
    update: (patch) =>
      set(() => {
        const next = nextSettings(load(), patch);
        writeJson(local, STREAMS_PAGE_KEY, next);
        return next;
      }),
    reload: () => set({ ...load(), typing: '', nodeId: null }),
  };
});
