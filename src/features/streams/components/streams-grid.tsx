import type { Stream } from '@contract/index';
import { useFirstScreen } from '@/shared/hooks/use-first-screen';
import { useStreamActions } from '../use-stream-actions';
import { StreamCard } from './stream-card';

interface Props {
  streams: Stream[];
  label: string;
  /** Cards drawn at once; the rest follow in a background render (see useFirstScreen). */
  first: number;
}

/** The grid view of one section: a card per stream (one set of actions shared by all cards). */
export function StreamsGrid({ streams, label, first }: Props) {
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
