import { Badge, Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ClusterNode } from '@contract/index';
import { formatExactTime } from '@/shared/logic/date-format';
import { elapsedSince, elapsedText, loadLevel, loadPercent, type LoadLevel } from '../logic/cluster-nodes';

/** The node's name, with "this node" beside the one answering. */
export function NodeName({ node }: { node: ClusterNode }) {
  const { t } = useTranslation('admin-cluster');
  return (
    <Space size={4} wrap>
      <Typography.Text strong>{node.name}</Typography.Text>
      {node.isCurrent && <Tag color="blue">{t('thisNode')}</Tag>}
    </Space>
  );
}

/** Available or not (a coloured dot with its word), and drained when it is. */
export function NodeState({ node }: { node: ClusterNode }) {
  const { t } = useTranslation('admin-cluster');
  return (
    <Space size={4} wrap>
      <Badge
        status={node.available ? 'success' : 'error'}
        text={t(node.available ? 'state.available' : 'state.unavailable')}
      />
      {node.drained && <Tag color="orange">{t('state.drained')}</Tag>}
    </Space>
  );
}

/** The last heartbeat: how long ago, and the exact moment in a tooltip. */
export function LastSeen({ iso, now }: { iso: string | null; now: number }) {
  const { t, i18n } = useTranslation('admin-cluster');
  if (iso === null) return <Typography.Text type="secondary">{t('neverSeen')}</Typography.Text>;
  const exact = formatExactTime(iso, i18n.language);
  return (
    <Tooltip title={exact}>
      <time dateTime={iso}>{elapsedText(elapsedSince(iso, now), i18n.language)}</time>
    </Tooltip>
  );
}

const LOAD_TYPE: Record<LoadLevel, 'success' | 'warning' | 'danger'> = {
  normal: 'success',
  busy: 'warning',
  overloaded: 'danger',
};

/** The load per core as a percentage of the machine, coloured by level; the raw figure in a tooltip. */
export function NodeLoad({ load }: { load: number }) {
  const { t } = useTranslation('admin-cluster');
  const hint = t('loadHint', { value: load.toFixed(2) });
  return (
    <Tooltip title={hint}>
      <Typography.Text type={LOAD_TYPE[loadLevel(load)]}>{t('load', { percent: loadPercent(load) })}</Typography.Text>
    </Tooltip>
  );
}
