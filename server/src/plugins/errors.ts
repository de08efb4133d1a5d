import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { ErrorBody } from '../../contract/schemas/common';
import { NameTakenError } from '../data/user-names';
import { AppError } from '../errors';

export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  if (error.retryAfter !== undefined) reply.header('Retry-After', String(error.retryAfter));
  const body: ErrorBody = { code: error.code, message: error.message };
  if (error.field) body.field = error.field;
  if (error.reason) body.reason = error.reason;
  return reply.code(error.status).type('application/json; charset=utf-8').send(body);
}

const decodeErrors = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
]);

/** Turns anything thrown into one `{code, message}` body; never a stack trace. */
export function toAppError(error: FastifyError | AppError | Error): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof NameTakenError) return new AppError('AlreadyUsed', error.message, { field: error.field });
  const e = error as FastifyError;
  if (e.validation) {
    const first = e.validation[0];
    const where = first?.instancePath ? first.instancePath.replace(/^\//, '').replace(/\//g, '.') : '';
    const extra = first?.params && 'additionalProperty' in first.params ? String(first.params.additionalProperty) : '';
    const field = [where, extra].filter(Boolean).join('.') || undefined;
    const message = `${e.validationContext ?? 'request'}${field ? ` ${field}` : ''} ${first?.message ?? 'is invalid'}`;
    return new AppError('ValidationError', message, field ? { field } : {});
  }
  if (e.code && decodeErrors.has(e.code))
    return new AppError('RequestDecodeError', 'The request body could not be read as JSON');
  if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new AppError('PayloadTooLarge');
  if (e.statusCode === 400 && e.name === 'SyntaxError') return new AppError('RequestDecodeError');
  if (e.code?.startsWith('FST_ERR_') && e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
    return new AppError('BadRequest', 'Bad request');
  }
  if (e.code === 'FST_ERR_RESPONSE_SERIALIZATION' || e.code === 'FST_ERR_FAILED_ERROR_SERIALIZATION') {
    return new AppError('ResponseEncodeError', 'Response encode error');
  }
  return new AppError('InternalServerError');
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
    return sendError(reply, appError);
  });
  app.setNotFoundHandler((_request, reply) => sendError(reply, new AppError('NotFound')));
}
