import { Button, Flex, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUiNodes } from '@/shared/cluster/use-ui-nodes';
import { switchTargets } from '../logic/switch-targets';
import { openConsole } from './open-console';

/**
 * The cluster's nodes in the server switcher: this one marked, another that answers opens its
 * console, one that does not is shown but cannot be chosen.
 */
export function SwitchNodeList() {
  const { t } = useTranslation('shell');
  const nodes = useUiNodes(true);
  if (nodes.isPending) return <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  if (!nodes.data) return <Typography.Text type="warning">{t('switchServer.nodesFailed')}</Typography.Text>;
  return (
    <nav aria-label={t('switchServer.nodes')}>
      <Typography.Text type="secondary">{t('switchServer.nodes')}</Typography.Text>
      <Flex vertical gap={4} style={{ margin: '8px 0 16px' }}>
        {switchTargets(nodes.data).map(({ node, openable }) => (
          <Button
            key={node.id}
            block
            disabled={!openable}
            aria-current={node.isCurrent ? 'page' : undefined}
            onClick={() => openConsole(node.url)}
            style={{ justifyContent: 'flex-start', height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
          >
            <span style={{ overflowWrap: 'anywhere' }}>{node.name}</span>
            {node.isCurrent && <Tag color="blue">{t('switchServer.thisNode')}</Tag>}
            {!node.available && <Tag color="red">{t('switchServer.unavailable')}</Tag>}
          </Button>
        ))}
      </Flex>
    </nav>
  );
}
