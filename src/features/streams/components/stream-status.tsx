import { CloudServerOutlined } from '@ant-design/icons';
import { Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Stream } from '@contract/index';
import { useSessionStore } from '@/shared/session/session-store';
import { isOnUnavailableNode, statusTone } from '../logic/status';

/**
 * A stream's status in colour, its failure reason when it failed, and the
 * unavailable-cluster-node marker when SPEC §4 says so.
 */
export function StreamStatus({ stream, showReason = true }: { stream: Stream; showReason?: boolean }) {
  const { t } = useTranslation('streams');
  const settings = useSessionStore((s) => s.settings);
  const offNode = isOnUnavailableNode(stream, settings);
  const reason = stream.status === 'failed' ? stream.failureReason : null;
  return (
    <Space size={4} wrap>
      <Tooltip title={reason ?? undefined}>
        <Tag color={statusTone(stream.status)} style={{ marginInlineEnd: 0 }}>
          {t(`status.${stream.status}`)}
        </Tag>
      </Tooltip>
      {offNode && (
        <Tooltip title={t('node.unavailableHint')}>
          <Tag color="volcano" icon={<CloudServerOutlined />} style={{ marginInlineEnd: 0 }}>
            {t('node.unavailable', { node: stream.node.id })}
          </Tag>
        </Tooltip>
      )}
      {showReason && reason && (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {reason}
        </Typography.Text>
      )}
    </Space>
  );
}
