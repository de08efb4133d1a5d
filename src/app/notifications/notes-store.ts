import { create } from 'zustand';

/** A notification top-right (docs/console.md#error-catalogue): an error in the catalogue's words, or a word of information. */
export interface Note {
  kind: 'error' | 'info';
  /** One notice per key: a new one with the same key takes its place. */
  key: string;
  title: string;
  /** Stays up until the console closes it (`closeNote`), rather than going after a few seconds. */
  sticky?: boolean;
  /** A line under the title. */
  description?: string;
  /** A link in the console (a path under /ui) that also closes the note. */
  link?: { label: string; to: string };
}

interface NotesState {
  /** Said and not shown yet. */
  pending: Note[];
  /** Something was said: the host that shows notes (antd's notifications) is loaded and stays. */
  wanted: boolean;
  /** The keys of notes to close, not closed yet. */
  closing: string[];
}

/** The notes the console says, until the host shows them; the host's code loads with the first. */
export const useNotesStore = create<NotesState>(() => ({ pending: [], wanted: false, closing: [] }));

export function notify(note: Note): void {
  useNotesStore.setState((s) => ({
    pending: [...s.pending, note],
    wanted: true,
    closing: s.closing.filter((key) => key !== note.key),
  }));
}

/** Closes the note with this key (a sticky one whose reason has gone); nothing if none is up. */
export function closeNote(key: string): void {
  useNotesStore.setState((s) => ({
    pending: s.pending.filter((note) => note.key !== key),
    closing: s.wanted && !s.closing.includes(key) ? [...s.closing, key] : s.closing,
  }));
}

/** The notes said so far, now taken to be shown. */
export function takeNotes(): Note[] {
  const { pending } = useNotesStore.getState();
  if (pending.length) useNotesStore.setState({ pending: [] });
  return pending;
}

/** The keys of the notes to close, now taken to be closed. */
export function takeClosing(): string[] {
  const { closing } = useNotesStore.getState();
  if (closing.length) useNotesStore.setState({ closing: [] });
  return closing;
}
