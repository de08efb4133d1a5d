import type { ErrorReason } from '@contract/errors';

/** The catch-all reason word: the server recognised nothing in what ffmpeg said, so its own line follows. */
export const CATCH_ALL_REASON: ErrorReason = 'probeUnreadable';

/**
 * The server's own line without its English lead-in ("Cannot read the source: ", "Invalid source: "),
 * which the reason's text already says in the user's language.
 */
export function serverLine(line: string): string {
  return line.replace(/^(Cannot read the source|Invalid source):\s*/, '').trim();
}

/** What to show for a failure: its reason word (null: none), and the server's own line where the word says too little. */
export interface ReasonParts {
  reason: ErrorReason | null;
  /** The server's line: only after the catch-all word, or alone (with the console's lead-in) when there is no word. */
  detail: string | null;
}

/**
 * A reason word and the server's English line as the console shows them: the word's text in the
 * user's language, followed by the line only where the word is the catch-all or missing.
 */
export function reasonParts(reason: ErrorReason | null | undefined, line: string | null | undefined): ReasonParts {
  const text = line?.trim() || null;
  if (!reason) return { reason: null, detail: text };
  if (reason !== CATCH_ALL_REASON) return { reason, detail: null };
  return { reason, detail: text && (serverLine(text) || null) };
}
