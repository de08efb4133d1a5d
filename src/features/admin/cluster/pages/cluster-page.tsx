import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ClusterNode } from '@contract/index';
import { useNow } from '@/shared/hooks/use-now';
import { useSessionStore } from '@/shared/session/session-store';
import { PageFrame } from '@/shared/ui/page-frame';
import { ClusterTable } from '../components/cluster-table';
import { ClusteringOff } from '../components/clustering-off';
import { useClusterNodes, useNodeAction } from '../hooks/use-cluster-nodes';
import { clusteringOn, sortNodes, type NodeAction } from '../logic/cluster-nodes';

/**
 * Administration › Cluster (docs/console.md#screens-and-routes, #api-calls): every node, refreshed every 5 s while open; drain and
 * undrain when clustering is on, otherwise the node(s) alone and what clustering needs.
 */
export function ClusterPage() {
  const { t } = useTranslation('admin-cluster');
  const { message } = App.useApp();
  const on = useSessionStore((s) => clusteringOn(s.settings));
  const now = useNow(true);
  const nodes = useClusterNodes();
  const act = useNodeAction();

  const onAct = async (node: ClusterNode, action: NodeAction) => {
    await act.mutateAsync({ node, action });
    void message.success(t(`done.${action}`, { name: node.name }));
  };

  return (
    <PageFrame>
      {!on && <ClusteringOff />}
      <ClusterTable
        nodes={nodes.data && sortNodes(nodes.data)}
        loading={nodes.isPending}
        error={nodes.error}
        onRetry={() => void nodes.refetch()}
        now={now}
        onAct={on ? onAct : undefined}
        acting={act.isPending ? act.variables.node.id : null}
      />
    </PageFrame>
  );
}
