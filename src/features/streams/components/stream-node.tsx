import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Stream } from '@contract/index';

/** The node that runs a stream, by name where the cluster's list has it, green when it answers. */
export function StreamNode({ node, name }: { node: Stream['node']; name: string | undefined }) {
  const { t } = useTranslation('streams');
  const state = t(node.available ? 'node.available' : 'node.down');
  return (
    <span title={state}>
      <Badge status={node.available ? 'success' : 'error'} text={name ?? node.id} />
    </span>
  );
}
