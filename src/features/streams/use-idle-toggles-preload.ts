import { useCallback } from 'react';
import { useIdlePreload } from '@/shared/hooks/use-idle-preload';
import { StreamsTableLazy } from './components/streams-table-lazy';
import { flipAvailability, flipGrouping } from './logic/page-settings';
import { useStreamsPageStore } from './store';
import { usePrefetchStreamsList } from './use-streams-list';

/**
 * Once the page is drawn (`ready`) and the browser idle, asks what the header's toggles
 * would need: the table view's code, and the lists the grouping and availability toggles
 * would show (only those not in the cache yet). A click then draws at once, with no
 * pointer or focus on the toggle first. Not when the user saves data (useIdlePreload).
 */
export function useIdleTogglesPreload(ready: boolean): void {
  const prefetch = usePrefetchStreamsList();
  const preload = useCallback(() => {
    // The settings when the browser is idle (prefetch merges the flip into them again).
    const settings = useStreamsPageStore.getState();
    return Promise.all([
      StreamsTableLazy.preload(),
      prefetch(flipGrouping(settings), { ifMissing: true }),
      prefetch(flipAvailability(settings), { ifMissing: true }),
    ]);
  }, [prefetch]);
  useIdlePreload(preload, ready);
}
