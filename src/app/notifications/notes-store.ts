import { create } from 'zustand';

/** A notification top-right (docs/console.md#error-catalogue): an error in the catalogue's words, or a word of information. */
export interface Note {
  kind: 'error' | 'info';
  /** One notice per key: a new one with the same key takes its place. */
  key: string;
  title: string;
}

interface NotesState {
  /** Said and not shown yet. */
  pending: Note[];
  /** Something was said: the host that shows notes (antd's notifications) is loaded and stays. */
  wanted: boolean;
}

/** The notes the console says, until the host shows them; the host's code loads with the first. */
export const useNotesStore = create<NotesState>(() => ({ pending: [], wanted: false }));

export function notify(note: Note): void {
  useNotesStore.setState((s) => ({ pending: [...s.pending, note], wanted: true }));
}

/** The notes said so far, now taken to be shown. */
export function takeNotes(): Note[] {
  const { pending } = useNotesStore.getState();
  if (pending.length) useNotesStore.setState({ pending: [] });
  return pending;
}
