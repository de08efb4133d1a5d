import { errorStatus, type ErrorCode, type ErrorReason } from '../../contract/errors';

const defaultMessages: Partial<Record<ErrorCode, string>> = {
  NotAuthorized: 'You are not authorized',
  AuthorizationFailed: 'Incorrect login or password',
  Forbidden: "You don't have access",
  NotFound: 'Not found',
  Locked: 'The server is not initialized yet',
  TooManyRequests: 'Too many requests, try again later',
  InternalServerError: 'Internal server error',
  ValidationError: 'Validation error',
  RequestDecodeError: 'Request decode error',
  PasswordNotComplexEnough: 'Password is not complex enough',
  InvalidOldPassword: 'Invalid old password',
  SameOldAndNewPassword: 'Old password and new password cannot be same',
  AlreadyUsed: 'Already used',
  PayloadTooLarge: 'Request is too large',
};

/** An error meant for the client: a code of the contract, its status, a safe message. */
export class AppError extends Error {
  readonly status: number;
  readonly retryAfter: number | undefined;
  readonly field: string | undefined;
  readonly reason: ErrorReason | undefined;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    options: { retryAfter?: number; field?: string; reason?: ErrorReason } = {},
  ) {
    super(message ?? defaultMessages[code] ?? code);
    this.status = errorStatus[code];
    this.retryAfter = options.retryAfter;
    this.field = options.field;
    this.reason = options.reason;
  }
}
