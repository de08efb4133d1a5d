import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ErrorBody, SINGLE_LINE_PATTERN } from '../../../contract/schemas/common';
import { NameTakenError } from '../db/user-names';
import { AppError } from '../errors';
import { setSecurityHeaders } from './security';

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
    const controls = first?.keyword === 'pattern' && first.params?.pattern === SINGLE_LINE_PATTERN;
    return new AppError('ValidationError', message, {
      ...(field ? { field } : {}),
      ...(controls ? { reason: 'controlCharacters' as const } : {}),
    });
  }
  if (e.code && decodeErrors.has(e.code))
    return new AppError('RequestDecodeError', 'The request body could not be read as JSON');
  if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new AppError('PayloadTooLarge');
  if (e.statusCode === 400 && e.name === 'SyntaxError') return new AppError('RequestDecodeError');
  if (e.code === 'FST_ERR_BAD_URL') return new AppError('BadRequest', 'The address is not valid');
  if (e.code === 'FST_ERR_MAX_PARAM_LENGTH') return new AppError('BadRequest', 'A part of the address is too long');
  if (e.code === 'FST_ERR_RESPONSE_SERIALIZATION' || e.code === 'FST_ERR_FAILED_ERROR_SERIALIZATION') {
    return new AppError('ResponseEncodeError', 'Response encode error');
  }
  // A plugin's refusal of the request (the static files' forbidden or missing path, a method
  // not allowed): the client's error, answered as such, never as ours.
  const status = e.statusCode ?? (e as { status?: number }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (status === 404 || status === 403) return new AppError('NotFound');
    if (status === 413) return new AppError('PayloadTooLarge');
    if (status === 415)
      return new AppError('RequestDecodeError', 'The request body has a type this call does not take');
    return new AppError('BadRequest', 'Bad request');
  }
  return new AppError('InternalServerError');
}

/** Answers any error in the catalogue's shape; the error level of the log is for our own failures only. */
function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const appError = toAppError(error);
  if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ code: appError.code, cause: error.code ?? error.name }, 'request refused');
  return sendError(reply, appError);
}

/**
 * For fastify's `frameworkErrors` option: an address it cannot route (malformed percent-encoding,
 * a parameter over the length limit) is answered before any hook runs, so the security headers
 * are set here, and nothing of the address is echoed.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  setSecurityHeaders(request, reply);
  void answerError(error, request, reply);
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(answerError);
  app.setNotFoundHandler((_request, reply) => sendError(reply, new AppError('NotFound')));
}
