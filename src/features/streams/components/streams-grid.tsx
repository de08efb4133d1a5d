import type { Stream } from '@contract/index';
import { useFirstScreen } from '@/shared/hooks/use-first-screen';
import { useStreamActions } from '../use-stream-actions';
import { StreamCard } from './stream-card';

/** What both views of a section take: its streams, its name, and how many to draw at once. */
export interface StreamsViewProps {
  streams: Stream[];
  label: string;
  /** Streams drawn at once; the rest follow in a background render (see useFirstScreen). */
  first: number;
}

/** The grid view of one section: a card per stream (one set of actions shared by all cards). */
export function StreamsGrid({ streams, label, first }: StreamsViewProps) {
  const actions = useStreamActions();
  const { shown, pending } = useFirstScreen(streams, first);
  return (
    <ul aria-label={label} aria-busy={pending || undefined} className="vigil-streams-grid">
      {shown.map((stream) => (
        <li key={stream.uid} aria-label={stream.name}>
          <StreamCard stream={stream} actions={actions} />
        </li>
      ))}
    </ul>
  );
}
