import { isErrorCode, isErrorReason } from '@contract/errors';
import { ApiError } from './api-error';

interface FailureLike {
  response?: { status: number; data?: unknown; headers?: Record<string, unknown> };
  message?: string;
}

function retryAfterOf(headers: Record<string, unknown> | undefined): number | undefined {
  const raw = headers?.['retry-after'];
  const seconds = typeof raw === 'string' ? Number(raw) : NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

/** Turns whatever a request threw into an ApiError with a known code. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const failure = (error ?? {}) as FailureLike;
  if (!failure.response)
    return new ApiError(null, 'ServerNotResponding', failure.message ?? 'Server is not responding');
  const { status, data, headers } = failure.response;
  const body = (data ?? {}) as { code?: unknown; message?: unknown; field?: unknown; reason?: unknown };
  const code = isErrorCode(body.code) ? body.code : 'Unknown';
  const message = typeof body.message === 'string' ? body.message : `HTTP ${status}`;
  const field = typeof body.field === 'string' ? body.field : undefined;
  const reason = isErrorReason(body.reason) ? body.reason : undefined;
  return new ApiError(status, code, message, field, retryAfterOf(headers), reason);
}
