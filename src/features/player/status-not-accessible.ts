import { notifyManager, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { playerKeys } from './api';
import { NOT_ACCESSIBLE } from './status-query';

/**
 * Whether the player's latest status answer says the stream is not accessible
 * (for the header, which then offers no link to the stream's pages). It reads
 * the cache and asks nothing.
 */
export function useStatusNotAccessible(uid: string): boolean {
  const cache = useQueryClient().getQueryCache();
  // As TanStack's own hooks read the cache: changes are told after the render that made them.
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(notifyManager.batchCalls(onChange)), [cache]);
  const latest = useCallback(() => {
    const answers = cache.findAll({ queryKey: playerKeys.status(uid) }).filter((q) => q.state.dataUpdatedAt > 0);
    answers.sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
    return answers[0]?.state.data === NOT_ACCESSIBLE;
  }, [cache, uid]);
  return useSyncExternalStore(subscribe, latest);
}
