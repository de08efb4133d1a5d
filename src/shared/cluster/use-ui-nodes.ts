import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/http/client';

/** Query key of the nodes any user may switch to or filter by (the server switcher, the streams list). */
export const uiNodesKey = ['cluster', 'ui-nodes'] as const;

/** How long the list of nodes is taken as fresh: nodes come and go rarely; availability is shown as of this. */
const UI_NODES_STALE_MS = 10_000;

/**
 * The cluster's nodes as the console shows them to any user (name, console URL, available,
 * current), asked only while `enabled` (clustering on, or the switcher open).
 */
export function useUiNodes(enabled: boolean) {
  return useQuery({
    queryKey: uiNodesKey,
    queryFn: ({ signal }) => call('listUiNodes', { signal }),
    enabled,
    staleTime: UI_NODES_STALE_MS,
    // Without the list a filter has no options and the switcher says so itself: no notification.
    meta: { handlesErrors: true },
  });
}
