import { ProTable, type ProColumns } from '@ant-design/pro-components';
import dayjs from 'dayjs';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Stream } from '@contract/index';
import { useUiNodes } from '@/shared/cluster/use-ui-nodes';
import { useFirstScreen } from '@/shared/hooks/use-first-screen';
import { pathTo } from '@/shared/routing';
import { useSessionStore } from '@/shared/session/session-store';
import { useStreamActions } from '../use-stream-actions';
import { StreamActions } from './stream-actions';
import { StreamNode } from './stream-node';
import { StreamStatus } from './stream-status';
import { StreamTags } from './stream-tags';
import type { StreamsViewProps } from './streams-grid';

/**
 * A column whose cells are drawn again only for a stream that changed, or when the columns are
 * made anew (the language, an action's progress). rc-table redraws every row whenever the table
 * renders, as the second render of a toggle (the rest of the page) and the status poll do; with
 * this, a row that did not change keeps what it drew. One record of drawn streams per column.
 */
function drawnOnce(draw: (stream: Stream) => ReactNode): Pick<ProColumns<Stream>, 'render' | 'shouldCellUpdate'> {
  const drawn = new WeakSet<Stream>();
  return {
    render: (_, stream) => {
      drawn.add(stream);
      return draw(stream);
    },
    shouldCellUpdate: (stream, previous) => stream !== previous || !drawn.has(stream),
  };
}

/** Column widths in px (the name takes the rest): the same in every group's table. */
const WIDTHS = { status: 170, tags: 200, location: 150, archive: 110, created: 170, actions: 150 } as const;
/** The node column's width, with clustering on. */
const NODE_WIDTH = 150;
/** The narrowest the table is drawn: the fixed columns and 220 px of name. */
const MIN_WIDTH = Object.values(WIDTHS).reduce((sum, w) => sum + w, 220);

/** With clustering on, the node of each stream, named from the cluster's list (its id until that is in). */
function useNodeColumn(): ProColumns<Stream> | null {
  const { t } = useTranslation('streams');
  const clustered = useSessionStore((s) => s.settings?.clusterEnabled === true);
  const nodes = useUiNodes(clustered).data;
  return useMemo(() => {
    if (!clustered) return null;
    const names = new Map(nodes?.map((n) => [n.id, n.name]));
    return {
      title: t('columns.node'),
      key: 'node',
      width: NODE_WIDTH,
      ellipsis: true,
      ...drawnOnce((s) => <StreamNode node={s.node} name={names.get(s.node.id)} />),
    };
  }, [clustered, nodes, t]);
}

/** The table view of one section of the all-streams page (paging is the page's). */
export function StreamsTable({ streams, label, first }: StreamsViewProps) {
  const { t } = useTranslation('streams');
  const actions = useStreamActions();
  const { shown, pending } = useFirstScreen(streams, first);
  const nodeColumn = useNodeColumn();
  const columns = useMemo<ProColumns<Stream>[]>(
    () => [
      {
        title: t('columns.name'),
        dataIndex: 'name',
        ellipsis: true,
        ...drawnOnce((s) => (
          <Link to={pathTo('stream-view', { uid: s.uid })} style={{ fontWeight: 600 }}>
            {s.name}
          </Link>
        )),
      },
      {
        title: t('columns.status'),
        dataIndex: 'status',
        width: WIDTHS.status,
        ...drawnOnce((s) => <StreamStatus stream={s} />),
      },
      ...(nodeColumn ? [nodeColumn] : []),
      {
        title: t('columns.tags'),
        dataIndex: 'tags',
        width: WIDTHS.tags,
        ...drawnOnce((s) => <StreamTags tags={s.tags} />),
      },
      {
        title: t('columns.location'),
        dataIndex: ['location', 'name'],
        width: WIDTHS.location,
        ellipsis: true,
        ...drawnOnce((s) => s.location.name || '-'),
      },
      {
        title: t('columns.archive'),
        dataIndex: ['archive', 'isEnable'],
        width: WIDTHS.archive,
        ...drawnOnce((s) => t(s.archive.isEnable ? 'archive.on' : 'archive.off')),
      },
      {
        title: t('columns.created'),
        dataIndex: 'createdTime',
        width: WIDTHS.created,
        ...drawnOnce((s) => dayjs(s.createdTime).format('D MMM YYYY, HH:mm')),
      },
      {
        title: t('columns.actions'),
        key: 'actions',
        align: 'right',
        width: WIDTHS.actions,
        ...drawnOnce((s) => <StreamActions stream={s} actions={actions} />),
      },
    ],
    [t, actions, nodeColumn],
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
        // Fixed widths, so the columns of every tag group's table line up; narrower than this,
        // the table scrolls inside its own box and the page never scrolls sideways.
        tableLayout="fixed"
        scroll={{ x: MIN_WIDTH + (nodeColumn ? NODE_WIDTH : 0) }}
        cardProps={{ styles: { body: { padding: 0 } } }}
        size="middle"
      />
    </div>
  );
}
