import type { ErrorCode, ErrorReason } from '@contract/errors';

/** Codes the console adds for failures the server never answered. */
export type ClientErrorCode = 'ServerNotResponding' | 'Unknown';

/**
 * Every failed call becomes one of these. The HTTP layer never touches the UI:
 * app/ turns an ApiError into a redirect or a notification.
 */
export class ApiError extends Error {
  constructor(
    /** HTTP status, or null when no response came. */
    readonly status: number | null,
    readonly code: ErrorCode | ClientErrorCode,
    message: string,
    readonly field?: string,
    /** Seconds from the Retry-After header, when the server sent one. */
    readonly retryAfter?: number,
    /** Why, in the server's one word (a refused or unreadable source); its text is in the reasons namespace. */
    readonly reason?: ErrorReason,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNoResponse(): boolean {
    return this.status === null;
  }
}
