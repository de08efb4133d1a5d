import { toApiError } from '@/shared/http/to-api-error';
import type { ApiError } from '@/shared/http/api-error';
import type { ErrorSource } from '../logic/error-action';

type Sink = (error: ApiError, source: ErrorSource, handledByCaller: boolean) => void;

let sink: Sink | null = null;

/** The shell registers the one handler that turns errors into redirects and notifications. */
export function setErrorSink(next: Sink | null): void {
  sink = next;
}

/** `handledByCaller`: true when the caller shows every error itself, or the codes it shows (the rest go to the shell). */
export function reportError(
  error: unknown,
  source: ErrorSource,
  handledByCaller: boolean | readonly string[] = false,
): void {
  const apiError = toApiError(error);
  const handled = Array.isArray(handledByCaller) ? handledByCaller.includes(apiError.code) : handledByCaller === true;
  sink?.(apiError, source, handled);
}

/** Query and mutation `meta` the shell reads: where an error comes from, and whether the caller shows it. */
export interface ErrorMeta extends Record<string, unknown> {
  errorSource?: ErrorSource;
  /** true: the caller shows every error; a list: only these codes (docs/console.md#error-catalogue: the license form shows LicenseIncorrect). */
  handlesErrors?: boolean | readonly string[];
}
