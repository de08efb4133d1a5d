import { ProTable, type ProColumns } from '@ant-design/pro-components';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Stream } from '@contract/index';
import { useFirstScreen } from '@/shared/hooks/use-first-screen';
import { pathTo } from '@/shared/routing';
import { useStreamActions } from '../use-stream-actions';
import { StreamActions } from './stream-actions';
import { StreamStatus } from './stream-status';
import { StreamTags } from './stream-tags';

interface Props {
  streams: Stream[];
  label: string;
  /** Rows drawn at once; the rest follow in a background render (see useFirstScreen). */
  first: number;
}

/** The table view of one section of the all-streams page (paging is the page's). */
export function StreamsTable({ streams, label, first }: Props) {
  const { t } = useTranslation('streams');
  const actions = useStreamActions();
  const { shown, pending } = useFirstScreen(streams, first);
  const columns = useMemo<ProColumns<Stream>[]>(
    () => [
      {
        title: t('columns.name'),
        dataIndex: 'name',
        render: (_, s) => (
          <Link to={pathTo('stream-view', { uid: s.uid })} style={{ fontWeight: 600 }}>
            {s.name}
          </Link>
        ),
      },
      { title: t('columns.status'), dataIndex: 'status', render: (_, s) => <StreamStatus stream={s} /> },
      { title: t('columns.tags'), dataIndex: 'tags', render: (_, s) => <StreamTags tags={s.tags} /> },
      { title: t('columns.location'), dataIndex: ['location', 'name'] },
      {
        title: t('columns.archive'),
        dataIndex: ['archive', 'isEnable'],
        render: (_, s) => t(s.archive.isEnable ? 'archive.on' : 'archive.off'),
      },
      {
        title: t('columns.created'),
        dataIndex: 'createdTime',
        render: (_, s) => dayjs(s.createdTime).format('D MMM YYYY, HH:mm'),
      },
      {
        title: t('columns.actions'),
        key: 'actions',
        align: 'right',
        render: (_, s) => <StreamActions stream={s} actions={actions} />,
      },
    ],
    [t, actions],
  );
  return (
    <div aria-busy={pending || undefined}>
      <ProTable<Stream>
        aria-label={label}
        rowKey="uid"
        columns={columns}
        dataSource={shown}
        search={false}
        options={false}
        toolBarRender={false}
        pagination={false}
        cardProps={{ styles: { body: { padding: 0 } } }}
        size="middle"
      />
    </div>
  );
}
