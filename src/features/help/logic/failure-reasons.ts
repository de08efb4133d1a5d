import { errorReasons, type ErrorReason } from '@contract/errors';

/**
 * The reason words a failed stream can carry (the contract's StreamFailureCode): those of a
 * source refused before anything opens it (source…, demoLabel, file…, mediaFolderMissing) and
 * of a source that was opened and could not be read (probe…). New words of these groups are
 * picked up by their prefix, so the help test asks for their texts.
 */
const STREAM_FAILURE_PREFIXES = ['source', 'file', 'probe'] as const;
const STREAM_FAILURE_OTHERS: readonly ErrorReason[] = ['demoLabel', 'mediaFolderMissing'];

export function isStreamFailureReason(reason: ErrorReason): boolean {
  return STREAM_FAILURE_OTHERS.includes(reason) || STREAM_FAILURE_PREFIXES.some((p) => reason.startsWith(p));
}

/** The stream failure reason words, in the contract's order. */
export const STREAM_FAILURE_REASONS: readonly ErrorReason[] = errorReasons.filter(isStreamFailureReason);

/** Whether a failure group is about a refused source (fix the address) or a source that did not answer well. */
export function failureGroup(reason: ErrorReason): 'refused' | 'unreadable' {
  return reason.startsWith('probe') ? 'unreadable' : 'refused';
}

/**
 * Words whose meaning the help writes itself: the catalogue's text of probeUnreadable leads into
 * the server's line ("The server says:"), which the help has not.
 */
export const MEANING_IN_HELP: readonly ErrorReason[] = ['probeUnreadable'];

/** The text key (i18next `ns:key`) of what a word means. */
export function meaningKey(reason: ErrorReason): string {
  return MEANING_IN_HELP.includes(reason) ? `help:failures.meaning.${reason}` : `reasons:${reason}`;
}
