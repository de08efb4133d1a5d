import type { ErrorReason } from '../../contract/errors';
import { AppError } from '../core/errors';
import { readFailureOf } from './probe';

/**
 * Why one attempt to run a stream failed: the contract's reason word (StreamFailureCode) and the
 * server's own English line (failureReason). The word is what the console shows, in its user's
 * language; the line follows it only where the word is the catch-all (probeUnreadable) or none.
 */
export interface StreamFailure {
  code: ErrorReason | null;
  line: string;
}

/** The line of a failure that is not an AppError (its message may hold anything: it is not shown). */
export const NOT_STARTED_LINE = 'Cannot start ffmpeg';

/**
 * An attempt that failed before its recorder ran: a refused source (ValidationError) and a source
 * the probe could not read (ProbeError) carry their reason word; anything else (the recording
 * folder, ffmpeg itself) is the server's trouble, not the source's, and has none.
 */
export function failureOfError(error: unknown): StreamFailure {
  if (error instanceof AppError) return { code: error.reason ?? null, line: error.message };
  return { code: null, line: NOT_STARTED_LINE };
}

/**
 * A recorder run that ended by itself, classified as a probe is: from all ffmpeg said (its last
 * error alone is often a plain "Input/output error" after the line that tells why), in the probe's
 * words. `line` is the one the run chose to tell why (recorder-run's reasonOf).
 */
export function failureOfRun(said: readonly (string | null)[], line: string): StreamFailure {
  const stderrTail = said.filter((text): text is string => !!text).join('\n');
  return { code: readFailureOf({ timedOut: false, stderrTail }), line };
}
