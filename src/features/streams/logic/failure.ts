import type { LogNote, Stream } from '@contract/index';
import { reasonParts, type ReasonParts } from '@/shared/logic/reason-text';

/** What a failed stream shows for its failure (its reason word, the server's line where the word says too little); null unless failed. */
export function streamFailure(stream: Pick<Stream, 'status' | 'failureReason' | 'failureCode'>): ReasonParts | null {
  if (stream.status !== 'failed') return null;
  // A server without failureCode (older than it) sends its line alone: shown after the console's lead-in.
  return reasonParts(stream.failureCode ?? null, stream.failureReason);
}

/** A log line the server wrote itself, as the console shows it: a text key of the `streams` namespace with its values, or a failure. */
export type NoteView =
  { kind: 'text'; key: string; values: Record<string, string> } | { kind: 'failure'; parts: ReasonParts };

/** A number as the user's language writes it, with this many decimals (formatNumber). */
export type NumberFormat = (value: number, fractionDigits: number) => string;

/**
 * The console's words for a server-written log line (`note`); `text` is its English, the line
 * shown after a failure's reason where the word says too little. ffmpeg's own lines carry no
 * note and are shown as they are.
 */
export function noteView(note: LogNote, text: string, format: NumberFormat): NoteView {
  const view = (key: string, values: Record<string, string> = {}): NoteView => ({
    kind: 'text',
    key: `log.${key}`,
    values,
  });
  switch (note.key) {
    case 'ffmpegStarted':
      return view(`ffmpegStarted.${note.mode}`, { run: note.run });
    case 'ffmpegEnded':
      if (note.signal) return view('ffmpegEnded.signal', { signal: note.signal });
      return note.code === null ? view('ffmpegEnded.unknown') : view('ffmpegEnded.code', { code: String(note.code) });
    case 'sourceRead':
      return note.codecs.length
        ? view(`sourceRead.${note.mode}`, { codecs: note.codecs.join(', ') })
        : view(`sourceRead.${note.mode}None`);
    case 'retrying':
      return view('retrying', {
        seconds: format(note.seconds, Number.isInteger(note.seconds) ? 0 : 1),
      });
    case 'receiving':
      return view('receiving');
    case 'notStarted':
      return { kind: 'failure', parts: reasonParts(note.reason, text) };
  }
}
