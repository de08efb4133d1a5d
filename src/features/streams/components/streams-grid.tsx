import type { Stream } from '@contract/index';
import { useStreamActions } from '../use-stream-actions';
import { StreamCard } from './stream-card';

/** The grid view of one section: a card per stream (one set of actions shared by all cards). */
export function StreamsGrid({ streams, label }: { streams: Stream[]; label: string }) {
  const actions = useStreamActions();
  return (
    <ul aria-label={label} className="vigil-streams-grid">
      {streams.map((stream) => (
        <li key={stream.uid} aria-label={stream.name}>
          <StreamCard stream={stream} actions={actions} />
        </li>
      ))}
    </ul>
  );
}
