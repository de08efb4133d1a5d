import { CloudServerOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUiNodes } from '@/shared/cluster/use-ui-nodes';
import { useStreamsPageStore } from '../store';

/** With clustering on: only the streams of one node, or of all (the list asks the server with nodeId). */
export function NodeFilter() {
  const { t } = useTranslation('streams');
  const { nodeId, filterNode } = useStreamsPageStore();
  const nodes = useUiNodes(true);
  const options = [
    { value: '', label: t('node.all') },
    ...(nodes.data ?? []).map((n) => ({
      value: n.id,
      label: n.available ? n.name : t('node.optionUnavailable', { name: n.name }),
    })),
  ];
  return (
    <Select
      aria-label={t('node.filter')}
      prefix={<CloudServerOutlined aria-hidden />}
      value={nodeId ?? ''}
      onChange={(value: string) => filterNode(value === '' ? null : value)}
      options={options}
      loading={nodes.isPending}
      popupMatchSelectWidth={false}
      style={{ minWidth: 160, maxWidth: '100%' }}
    />
  );
}
