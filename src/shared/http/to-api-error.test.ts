import { describe, expect, it } from 'vitest';
import { errorReasons } from '@contract/errors';
import enReasons from '@locales/en/reasons.json';
import ruReasons from '@locales/ru/reasons.json';
import enMoreReasons from '@locales/en/reasons-more.json';
import ruMoreReasons from '@locales/ru/reasons-more.json';
import { ApiError } from './api-error';
import { toApiError } from './to-api-error';

describe('toApiError', () => {
  it('keeps the code, message, field and Retry-After of a server error', () => {
    const error = toApiError({
      response: {
        status: 429,
        data: { code: 'TooManyRequests', message: 'slow down', field: 'login' },
        headers: { 'retry-after': '42' },
      },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      code: 'TooManyRequests',
      message: 'slow down',
      field: 'login',
      retryAfter: 42,
    });
  });

  it('keeps a known reason and drops one it does not know', () => {
    const known = { status: 400, data: { code: 'ValidationError', message: 'x', reason: 'fileMissing' } };
    expect(toApiError({ response: known }).reason).toBe('fileMissing');
    const unknown = { status: 400, data: { code: 'ValidationError', message: 'x', reason: 'noSuchReason' } };
    expect(toApiError({ response: unknown }).reason).toBeUndefined();
  });

  it('has a text for every reason of the contract, in English and Russian (the first load and the rest)', () => {
    expect(Object.keys({ ...enReasons, ...enMoreReasons }).sort()).toEqual([...errorReasons].sort());
    expect(Object.keys({ ...ruReasons, ...ruMoreReasons }).sort()).toEqual([...errorReasons].sort());
    // No reason twice: the rest only adds.
    expect(Object.keys(enReasons).filter((k) => k in enMoreReasons)).toEqual([]);
  });

  it('calls a failure without a response ServerNotResponding', () => {
    const error = toApiError({ message: 'Network Error' });
    expect(error).toMatchObject({ status: null, code: 'ServerNotResponding' });
    expect(error.isNoResponse).toBe(true);
  });

  it('calls an unknown or missing code Unknown, keeping the status', () => {
    expect(toApiError({ response: { status: 502, data: '<html>bad gateway</html>' } })).toMatchObject({
      status: 502,
      code: 'Unknown',
    });
    expect(toApiError({ response: { status: 400, data: { code: 'NoSuchCode' } } }).code).toBe('Unknown');
  });

  it('passes an ApiError through unchanged', () => {
    const original = new ApiError(404, 'NotFound', 'Not found');
    expect(toApiError(original)).toBe(original);
  });
});
