import { CheckOutlined, ContainerOutlined, PictureOutlined, PlayCircleOutlined, UndoOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { Button, Space, Tag } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { StreamEvent } from '@contract/index';
import { serverUrl } from '@/shared/http/client';
import { formatMoment } from '@/shared/logic/date-format';
import { pathTo } from '@/shared/routing';
import { DataTable } from '@/shared/ui/data-table';
import { EVENT_PAGE_SIZES } from '../logic/events-query';
import { EventTime } from './event-time';
import './events.css';

// The clip brings the player's playback (hls.js): loaded when a clip is first opened.
const EventClip = lazy(() => import('./event-clip').then((m) => ({ default: m.EventClip })));

interface EventsTableProps {
  events: readonly StreamEvent[] | undefined;
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  error: unknown;
  onRetry(): void;
  onPage(page: number, pageSize: number): void;
  /** The row j / k moved to; null: none. */
  selected: string | null;
  onSelect(id: string): void;
  /** The event whose clip is open under its row; null: none. */
  playing: string | null;
  onPlay(id: string | null): void;
  onReviewed(event: StreamEvent, reviewed: boolean): void;
  /** Exports the event's recording (a few seconds around it). */
  onExport(event: StreamEvent): void;
  empty: ReactNode;
}

/** The event's picture, loaded as it scrolls into view; a placeholder when it has none or it cannot be loaded. */
function Thumbnail({ event }: { event: StreamEvent }) {
  const { t, i18n } = useTranslation('events');
  const [failed, setFailed] = useState<string | null>(null);
  if (event.thumbnailUrl === null || failed === event.thumbnailUrl)
    return (
      <span className="vigil-event-thumb vigil-event-thumb--none">
        <PictureOutlined aria-label={t('noThumbnail')} />
      </span>
    );
  return (
    <img
      className="vigil-event-thumb"
      src={serverUrl(event.thumbnailUrl)}
      alt={t('thumbnail', { name: event.streamName, time: formatMoment(Date.parse(event.startTime), i18n.language) })}
      loading="lazy"
      onError={() => setFailed(event.thumbnailUrl)}
    />
  );
}

/** The events list: picture, stream, time, reviewed; the clip opens under its row. */
export function EventsTable(props: EventsTableProps) {
  const { t } = useTranslation('events');
  const columns: ProColumns<StreamEvent>[] = [
    { title: t('columns.picture'), key: 'picture', width: 136, render: (_, e) => <Thumbnail event={e} /> },
    {
      title: t('columns.stream'),
      dataIndex: 'streamName',
      width: 180,
      ellipsis: true,
      render: (_, e) => <Link to={pathTo('stream-view', { uid: e.streamId })}>{e.streamName}</Link>,
    },
    { title: t('columns.time'), key: 'time', width: 240, render: (_, e) => <EventTime event={e} /> },
    {
      title: t('columns.reviewed'),
      key: 'reviewed',
      width: 120,
      render: (_, e) => (e.reviewed ? <Tag color="green">{t('reviewed')}</Tag> : <Tag>{t('notReviewed')}</Tag>),
    },
    {
      title: t('columns.actions'),
      key: 'actions',
      width: 150,
      render: (_, e) => (
        <Space size={4}>
          <Button
            type="text"
            aria-label={t(props.playing === e.id ? 'closeClip' : 'playClip', { name: e.streamName })}
            aria-expanded={props.playing === e.id}
            icon={<PlayCircleOutlined aria-hidden />}
            onClick={() => {
              props.onSelect(e.id);
              props.onPlay(props.playing === e.id ? null : e.id);
            }}
          />
          <Button
            type="text"
            aria-label={t(e.reviewed ? 'markNotReviewed' : 'markReviewed', { name: e.streamName })}
            icon={e.reviewed ? <UndoOutlined aria-hidden /> : <CheckOutlined aria-hidden />}
            onClick={() => {
              props.onSelect(e.id);
              props.onReviewed(e, !e.reviewed);
            }}
          />
          <Button
            type="text"
            aria-label={t('exportEvent', { name: e.streamName })}
            icon={<ContainerOutlined aria-hidden />}
            onClick={() => {
              props.onSelect(e.id);
              props.onExport(e);
            }}
          />
        </Space>
      ),
    },
  ];
  return (
    <div className="vigil-events-table">
      <DataTable<StreamEvent>
        label={t('table')}
        rowKey="id"
        columns={columns}
        rows={props.events}
        loading={props.loading}
        error={props.error}
        onRetry={props.onRetry}
        empty={props.empty}
        minWidth={826}
        rowClassName={(e) => (e.id === props.selected ? 'vigil-event-selected' : '')}
        expandable={{
          expandedRowKeys: props.playing === null ? [] : [props.playing],
          showExpandColumn: false,
          // A closed row keeps its (hidden) place in the table: its clip is unmounted, so it stops.
          expandedRowRender: (e) =>
            e.id === props.playing ? (
              <Suspense fallback={null}>
                <EventClip event={e} onClose={() => props.onPlay(null)} />
              </Suspense>
            ) : null,
        }}
        pages={{
          page: props.page,
          pageSize: props.pageSize,
          total: props.total,
          sizes: EVENT_PAGE_SIZES,
          totalText: (count) => t('total', { count }),
          onPage: props.onPage,
        }}
      />
    </div>
  );
}
