import { Link } from 'react-router-dom';
import type { Stream } from '@contract/index';
import { pathTo } from '@/shared/routing';
import { isAvailable } from '../logic/status';
import type { StreamActionsApi } from '../use-stream-actions';
import { StreamActions } from './stream-actions';
import { StreamStatus } from './stream-status';
import { StreamTags } from './stream-tags';
import { StreamThumbnail } from './stream-thumbnail';
import './stream-card.css';

/** One stream in the grid: its picture, name, status, tags and actions. */
export function StreamCard({ stream, actions }: { stream: Stream; actions: StreamActionsApi }) {
  const player = pathTo('stream-view', { uid: stream.uid });
  return (
    <article className="vigil-stream-card">
      <Link to={player} tabIndex={-1} aria-hidden>
        <StreamThumbnail uid={stream.uid} name={stream.name} live={isAvailable(stream.status)} />
      </Link>
      <div className="vigil-stream-card__body">
        <Link to={player} className="vigil-stream-card__name" title={stream.name}>
          {stream.name}
        </Link>
        <StreamStatus stream={stream} />
        <div className="vigil-stream-card__footer">
          <div className="vigil-stream-card__tags">
            <StreamTags tags={stream.tags} />
          </div>
          <StreamActions stream={stream} actions={actions} />
        </div>
      </div>
    </article>
  );
}
