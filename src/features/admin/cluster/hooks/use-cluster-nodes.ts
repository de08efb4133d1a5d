import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClusterNode } from '@contract/index';
import { clusterApi, clusterKeys } from '../api';
import type { NodeAction } from '../logic/cluster-nodes';
import { CLUSTER_POLL_MS } from '../logic/constants';

/** The cluster's nodes, asked again every 5 s while the page is open and the tab shows. */
export function useClusterNodes() {
  return useQuery({
    queryKey: clusterKeys.nodes,
    queryFn: ({ signal }) => clusterApi.list(signal),
    refetchInterval: CLUSTER_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
}

/**
 * Drains or returns a node; its new state replaces the row at once and the list is asked again
 * (its streams move); for this node the health too (the banner). A refusal goes to the shell, which shows the catalogue's message.
 */
export function useNodeAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ node, action }: { node: ClusterNode; action: NodeAction }) =>
      action === 'drain' ? clusterApi.drain(node.id) : clusterApi.undrain(node.id),
    onSuccess: async (updated) => {
      client.setQueryData<ClusterNode[]>(clusterKeys.nodes, (nodes) =>
        nodes?.map((n) => (n.id === updated.id ? updated : n)),
      );
      await client.invalidateQueries({ queryKey: clusterKeys.nodes });
      // This node's health now carries (or no longer carries) the drained-node banner.
      if (updated.isCurrent) await client.invalidateQueries({ queryKey: ['health'] });
    },
  });
}
