import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { Stream } from '@contract/index';
import { pathTo } from '@/shared/routing';
import { isAvailable } from '../logic/status';
import { StreamActions } from './stream-actions';
import { StreamStatus } from './stream-status';
import { StreamTags } from './stream-tags';
import { StreamThumbnail } from './stream-thumbnail';

/** The grid view of one section: a card per stream with its picture, status and actions. */
export function StreamsGrid({ streams, label }: { streams: Stream[]; label: string }) {
  return (
    <ul
      aria-label={label}
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
      }}
    >
      {streams.map((stream) => (
        <li key={stream.uid} aria-label={stream.name}>
          <Card
            size="small"
            styles={{ body: { padding: 12 } }}
            cover={
              <Link to={pathTo('stream-view', { uid: stream.uid })} tabIndex={-1} aria-hidden>
                <StreamThumbnail uid={stream.uid} name={stream.name} live={isAvailable(stream.status)} />
              </Link>
            }
          >
            <Link to={pathTo('stream-view', { uid: stream.uid })}>
              <Typography.Text strong ellipsis style={{ display: 'block' }}>
                {stream.name}
              </Typography.Text>
            </Link>
            <div style={{ marginTop: 8, minHeight: 24 }}>
              <StreamStatus stream={stream} />
            </div>
            <div style={{ marginTop: 8, display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
              <div style={{ minWidth: 0, overflow: 'hidden' }}>
                <StreamTags tags={stream.tags} />
              </div>
              <StreamActions stream={stream} />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
