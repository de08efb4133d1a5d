import { DeleteOutlined, EditOutlined, PlayCircleOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Bookmark } from '@contract/index';
import { pathTo, playerAtPath } from '@/shared/routing';
import { DataTable } from '@/shared/ui/data-table';
import { BOOKMARK_PAGE_SIZES } from '../logic/bookmarks-query';
import { BookmarkTime, HoldTag } from './bookmark-time';

interface BookmarksTableProps {
  bookmarks: readonly Bookmark[] | undefined;
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  error: unknown;
  onRetry(): void;
  onPage(page: number, pageSize: number): void;
  onEdit(bookmark: Bookmark): void;
  onDelete(bookmark: Bookmark): void;
  empty: ReactNode;
}

/** The bookmarks list: name and description, stream, time, tags and hold, author; play, edit, delete. */
export function BookmarksTable(props: BookmarksTableProps) {
  const { t } = useTranslation('bookmarks');
  const columns: ProColumns<Bookmark>[] = [
    {
      title: t('columns.name'),
      dataIndex: 'name',
      width: 240,
      render: (_, b) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{b.name}</Typography.Text>
          {b.description && (
            <Typography.Text type="secondary" ellipsis={{ tooltip: b.description }} style={{ maxWidth: 220 }}>
              {b.description}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: t('columns.stream'),
      dataIndex: 'streamName',
      width: 160,
      ellipsis: true,
      render: (_, b) => <Link to={pathTo('stream-view', { uid: b.streamUid })}>{b.streamName}</Link>,
    },
    { title: t('columns.time'), key: 'time', width: 230, render: (_, b) => <BookmarkTime bookmark={b} /> },
    {
      title: t('columns.tags'),
      key: 'tags',
      width: 200,
      render: (_, b) => (
        <Space size={[0, 4]} wrap>
          {b.hold && <HoldTag />}
          {b.tags.map((tag) => (
            <Tag key={tag}>{tag}</Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('columns.author'),
      dataIndex: 'author',
      width: 120,
      ellipsis: true,
      render: (_, b) => b.author ?? <Typography.Text type="secondary">{t('author.deleted')}</Typography.Text>,
    },
    {
      title: t('columns.actions'),
      key: 'actions',
      width: 130,
      render: (_, b) => (
        <Space size={4}>
          <Link
            to={playerAtPath(b.streamUid, b.startTime)}
            aria-label={t('play', { name: b.name })}
            title={t('play', { name: b.name })}
          >
            <Button type="text" icon={<PlayCircleOutlined aria-hidden />} tabIndex={-1} />
          </Link>
          {b.meta.canEdit && (
            <>
              <Button
                type="text"
                aria-label={t('edit', { name: b.name })}
                icon={<EditOutlined aria-hidden />}
                onClick={() => props.onEdit(b)}
              />
              <Popconfirm
                title={t('deleteConfirm', { name: b.name })}
                description={b.hold ? t('deleteHeld') : undefined}
                okText={t('deleteOk')}
                cancelText={t('cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => props.onDelete(b)}
              >
                <Button
                  type="text"
                  danger
                  aria-label={t('delete', { name: b.name })}
                  icon={<DeleteOutlined aria-hidden />}
                />
              </Popconfirm>
            </>
          )}
        </Space>
      ),
    },
  ];
  return (
    <DataTable<Bookmark>
      label={t('table')}
      rowKey="id"
      columns={columns}
      rows={props.bookmarks}
      loading={props.loading}
      error={props.error}
      onRetry={props.onRetry}
      empty={props.empty}
      minWidth={1030}
      pages={{
        page: props.page,
        pageSize: props.pageSize,
        total: props.total,
        sizes: BOOKMARK_PAGE_SIZES,
        totalText: (count) => t('total', { count }),
        onPage: props.onPage,
      }}
    />
  );
}
