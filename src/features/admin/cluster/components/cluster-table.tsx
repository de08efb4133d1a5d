import type { ProColumns } from '@ant-design/pro-components';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ClusterNode } from '@contract/index';
import { formatNumber } from '@/shared/format/number';
import { asLanguage } from '@/shared/i18n';
import { DataTable } from '@/shared/ui/data-table';
import { isLastUndrained, type NodeAction } from '../logic/cluster-nodes';
import { NodeActionButton } from './node-action-button';
import { LastSeen, NodeLoad, NodeName, NodeState } from './node-cells';

export interface ClusterTableProps {
  nodes: ClusterNode[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  now: number;
  /** Drain and undrain; without it (clustering off) the table has no actions. */
  onAct?: (node: ClusterNode, action: NodeAction) => Promise<unknown>;
  /** The node being drained or returned, if one is. */
  acting: string | null;
}

/** The cluster's nodes in the server's order: who they are, whether they answer, what they carry. */
export function ClusterTable({ nodes, loading, error, onRetry, now, onAct, acting }: ClusterTableProps) {
  const { t, i18n } = useTranslation('admin-cluster');
  const language = asLanguage(i18n.language) ?? 'en';
  const columns: ProColumns<ClusterNode>[] = [
    { title: t('columns.name'), key: 'name', width: 150, render: (_, n) => <NodeName node={n} /> },
    {
      title: t('columns.address'),
      dataIndex: 'address',
      width: 190,
      ellipsis: true,
      render: (_, n) => <Typography.Text copyable={{ text: n.address }}>{n.address}</Typography.Text>,
    },
    { title: t('columns.state'), key: 'state', width: 160, render: (_, n) => <NodeState node={n} /> },
    {
      title: t('columns.streams'),
      dataIndex: 'streamsCount',
      width: 80,
      align: 'right',
      render: (_, n) => formatNumber(n.streamsCount, language),
    },
    { title: t('columns.version'), dataIndex: 'version', width: 80, ellipsis: true },
    {
      title: t('columns.lastSeen'),
      key: 'lastSeen',
      width: 110,
      render: (_, n) => <LastSeen iso={n.lastSeenTime} now={now} />,
    },
    { title: t('columns.load'), key: 'load', width: 80, align: 'right', render: (_, n) => <NodeLoad load={n.load} /> },
  ];
  if (onAct) {
    columns.push({
      title: t('columns.actions'),
      key: 'actions',
      width: 110,
      align: 'right',
      render: (_, n) => (
        <NodeActionButton node={n} last={isLastUndrained(n, nodes ?? [])} busy={acting === n.id} onAct={onAct} />
      ),
    });
  }
  return (
    <DataTable<ClusterNode>
      label={t('label')}
      rowKey="id"
      columns={columns}
      rows={nodes}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={t('empty')}
      minWidth={onAct ? 960 : 850}
    />
  );
}
