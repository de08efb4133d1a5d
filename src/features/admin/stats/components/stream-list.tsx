import { Card, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { StreamFigures } from '@contract/index';
import { StreamFailureText } from '@/features/streams';
import { pathTo } from '@/shared/routing';
import { useFormatFigure } from '../hooks/use-format-figure';
import { STATS_NS } from '../texts';

/**
 * Streams to look at, each linking to its page: the top ones by bitrate (with frame rate), or
 * the failed ones (with the reason).
 */
export function StreamList({ kind, streams }: { kind: 'top' | 'failing'; streams: StreamFigures[] }) {
  const { t } = useTranslation(STATS_NS);
  const format = useFormatFigure();
  const name = {
    key: 'name',
    title: t('streams.stream'),
    render: (_: unknown, s: StreamFigures) => <Link to={pathTo('stream-view', { uid: s.uid })}>{s.name}</Link>,
  };
  const columns =
    kind === 'top'
      ? [
          name,
          {
            key: 'bitrate',
            title: t('streams.bitrate'),
            align: 'right' as const,
            render: (_: unknown, s: StreamFigures) => (s.bitrate === null ? '–' : format(s.bitrate, 'bitsPerSecond')),
          },
          {
            key: 'fps',
            title: t('streams.frameRate'),
            align: 'right' as const,
            responsive: ['sm' as const],
            render: (_: unknown, s: StreamFigures) =>
              s.frameRate === null ? '–' : t('streams.fps', { value: format(s.frameRate, 'count') }),
          },
        ]
      : [
          name,
          {
            key: 'reason',
            title: t('streams.reason'),
            render: (_: unknown, s: StreamFigures) => (
              <>
                <Tag color="error">{t('counts.streamsFailed')}</Tag>
                <StreamFailureText stream={s} />
              </>
            ),
          },
        ];
  const title = t(kind === 'top' ? 'streams.top' : 'streams.failing');
  return (
    <Card size="small" title={title} role="region" aria-label={title}>
      <Table<StreamFigures>
        size="small"
        rowKey="uid"
        pagination={false}
        dataSource={streams}
        columns={columns}
        locale={{ emptyText: t(kind === 'top' ? 'streams.topEmpty' : 'streams.failingEmpty') }}
      />
    </Card>
  );
}
