import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Input, List, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stream } from '@contract/index';
import { useDebounced } from '@/shared/hooks/use-debounced';
import { mosaicKeys, mosaicsApi } from '../api';

/** The data-transfer type of a stream dragged from the list onto a tile. */
export const STREAM_DRAG = 'application/x-vigil-stream';

/**
 * The streams to put on tiles, searched by name, uid or tag: drag one onto a tile, or press its
 * add button (keyboard and touch) to put it on the chosen tile or the first empty one.
 */
export function StreamPicker({ shown, onAdd }: { shown: ReadonlySet<string>; onAdd: (stream: Stream) => void }) {
  const { t } = useTranslation('mosaics');
  const [search, setSearch] = useState('');
  const typed = useDebounced(search.trim(), 300);
  const query = { page: 1, pageSize: 50, ...(typed ? { searchingValues: [typed] } : {}) };
  const streams = useQuery({
    queryKey: mosaicKeys.streams(query),
    queryFn: ({ signal }) => mosaicsApi.streams(query, signal),
    // The list stays while a new search runs, instead of emptying under the user's pointer.
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-label={t('editor.streams')}>
      <Input.Search
        allowClear
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder={t('editor.streamsSearch')}
        aria-label={t('editor.streamsSearch')}
        style={{ marginBottom: 8 }}
      />
      <List<Stream>
        size="small"
        bordered
        loading={streams.isPending}
        dataSource={streams.data?.items ?? []}
        locale={{ emptyText: t('editor.noStreams') }}
        style={{ maxHeight: 420, overflowY: 'auto' }}
        renderItem={(stream) => (
          <List.Item
            draggable
            onDragStart={(e) => {
              e.dataTransfer.setData(STREAM_DRAG, JSON.stringify({ uid: stream.uid, name: stream.name }));
              e.dataTransfer.effectAllowed = 'copy';
            }}
            style={{ cursor: 'grab' }}
            actions={[
              <Button
                key="add"
                size="small"
                icon={<PlusOutlined aria-hidden />}
                aria-label={t('editor.addStream', { name: stream.name })}
                onClick={() => onAdd(stream)}
              />,
            ]}
          >
            <Typography.Text ellipsis strong={shown.has(stream.uid)}>
              {stream.name}
            </Typography.Text>
          </List.Item>
        )}
      />
    </section>
  );
}
