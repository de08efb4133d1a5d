import { PlusOutlined } from '@ant-design/icons';
import { Button, Input, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Stream } from '@contract/index';
import { useStreamSearch } from '@/shared/streams/use-stream-search';

/** The data-transfer type of a stream dragged from the list onto a tile. */
export const STREAM_DRAG = 'application/x-vigil-stream';

/**
 * The streams to put on tiles, searched by name, uid or tag: drag one onto a tile, or press its
 * add button (keyboard and touch) to put it on the chosen tile or the first empty one.
 */
export function StreamPicker({ shown, onAdd }: { shown: ReadonlySet<string>; onAdd: (stream: Stream) => void }) {
  const { t } = useTranslation('mosaics');
  const streams = useStreamSearch();
  return (
    <section aria-label={t('editor.streams')}>
      <Input.Search
        allowClear
        value={streams.search}
        onChange={(e) => streams.onSearch(e.target.value)}
        placeholder={t('editor.streamsSearch')}
        aria-label={t('editor.streamsSearch')}
        style={{ marginBottom: 8 }}
      />
      <List<Stream>
        size="small"
        bordered
        loading={streams.pending}
        dataSource={streams.found ?? []}
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
