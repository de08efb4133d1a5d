import { CloudServerOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Stream } from '@contract/index';
import { useSessionStore } from '@/shared/session/session-store';
import { LightTag } from '@/shared/ui/light-tag';
import { streamFailure } from '../logic/failure';
import { isOnUnavailableNode, statusTone } from '../logic/status';
import { FailureText } from './failure-text';

/**
 * A stream's status in colour, its failure reason when it failed (in the user's language: the
 * one place cards, table rows, the info page and the player show it), and the
 * unavailable-cluster-node marker when docs/console.md#states-and-transitions says so. Tooltips only where
 * there is something to add, so a page of statuses stays light.
 */
export function StreamStatus({ stream, showReason = true }: { stream: Stream; showReason?: boolean }) {
  const { t } = useTranslation('streams');
  const settings = useSessionStore((s) => s.settings);
  const offNode = isOnUnavailableNode(stream, settings);
  const failure = streamFailure(stream);
  const reason = failure && <FailureText parts={failure} />;
  const status = <LightTag tone={statusTone(stream.status)}>{t(`status.${stream.status}`)}</LightTag>;
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 4 }}>
      {reason ? <Tooltip title={reason}>{status}</Tooltip> : status}
      {offNode && (
        <Tooltip title={t('node.unavailableHint')}>
          <Tag color="volcano" icon={<CloudServerOutlined />} style={{ marginInlineEnd: 0 }}>
            {t('node.unavailable', { node: stream.node.id })}
          </Tag>
        </Tooltip>
      )}
      {showReason && reason && <span style={{ fontSize: 12, color: 'var(--ant-color-error, #ff4d4f)' }}>{reason}</span>}
    </span>
  );
}
