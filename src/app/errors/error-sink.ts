import { toApiError } from '@/shared/http/to-api-error';
import type { ApiError } from '@/shared/http/api-error';
import type { ErrorSource } from '../logic/error-action';

type Sink = (error: ApiError, source: ErrorSource, handledByCaller: boolean) => void;

let sink: Sink | null = null;

/** The shell registers the one handler that turns errors into redirects and notifications. */
export function setErrorSink(next: Sink | null): void {
  sink = next;
}

export function reportError(error: unknown, source: ErrorSource, handledByCaller = false): void {
  sink?.(toApiError(error), source, handledByCaller);
}

/** Query and mutation `meta` the shell reads: where an error comes from, and whether the caller shows it. */
export interface ErrorMeta extends Record<string, unknown> {
  errorSource?: ErrorSource;
  handlesErrors?: boolean;
}
