import { CloudServerOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Stream } from '@contract/index';
import { useNow } from '@/shared/hooks/use-now';
import { timeAgo } from '@/shared/logic/time-ago';
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
export function StreamStatus({
  stream,
  showReason = true,
  unknownSince,
}: {
  stream: Stream;
  showReason?: boolean;
  /**
   * Set while the server does not answer: the status is unknown now, and `stream` is the last answer,
   * given at this time (0: no time known).
   */
  unknownSince?: number | null;
}) {
  if (unknownSince != null) return <UnknownStatus stream={stream} since={unknownSince} />;
  return <KnownStatus stream={stream} showReason={showReason} />;
}

/** The status while the server is away: unknown, with the last one known and how old it is. */
function UnknownStatus({ stream, since }: { stream: Stream; since: number }) {
  const { t, i18n } = useTranslation('streams');
  const now = useNow(since > 0);
  const last = t(`status.${stream.status}`);
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 4 }}>
      <LightTag tone="default">{t('status.unknown')}</LightTag>
      <span style={{ fontSize: 12, color: 'var(--ant-color-text-secondary, rgba(0, 0, 0, 0.65))' }}>
        {since > 0
          ? t('status.lastKnownAgo', { status: last, ago: timeAgo(now - since, i18n.language) })
          : t('status.lastKnown', { status: last })}
      </span>
    </span>
  );
}

function KnownStatus({ stream, showReason }: { stream: Stream; showReason: boolean }) {
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
