import { Type, type Static } from '@sinclair/typebox';
import { SINGLE_LINE_PATTERN } from '../endpoints';
import { errorCodes, errorReasons } from '../errors';

export { SINGLE_LINE_PATTERN };

/** Every error answered by the API has this one shape, whatever the status. */
export const ErrorBody = Type.Object(
  {
    code: Type.Union(
      errorCodes.map((c) => Type.Literal(c)),
      { description: 'Stable, machine-readable code; the console shows its catalogue message.' },
    ),
    message: Type.String({ description: 'English text for logs and API users. Never carries internals.' }),
    field: Type.Optional(Type.String({ description: 'The request field a validation error is about, when known.' })),
    reason: Type.Optional(
      Type.Union(
        errorReasons.map((r) => Type.Literal(r)),
        { description: 'Why, in one stable word, where the server knows (a refused or unreadable source).' },
      ),
    ),
  },
  { additionalProperties: false },
);
export type ErrorBody = Static<typeof ErrorBody>;

/** ISO 8601 date-time in UTC, e.g. 2026-11-22T13:00:00.000Z. */
export const IsoTime = Type.String({ format: 'date-time', description: 'ISO 8601 date-time' });

export const Language = Type.Union([Type.Literal('en'), Type.Literal('ru')], { description: 'UI language' });
export type Language = Static<typeof Language>;

/**
 * Numbers a client sends in a query are bounded, so that no value can reach the database
 * as something it cannot bind (1e20 is an integer to JSON Schema, not to SQLite).
 */
export const MAX_PAGE = 1_000_000;
export const PageNumber = Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1, description: 'From 1.' });
export const PageSize = Type.Integer({ minimum: 1, maximum: 500, default: 50 });

export const Empty = Type.Object({}, { additionalProperties: false });

export const Ok = Type.Object({ ok: Type.Literal(true) }, { additionalProperties: false });

/** Responses shared by every authenticated route. */
export const errorResponses = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  423: ErrorBody,
  429: ErrorBody,
} as const;

/**
 * A one-line text a person types (a name, a title, a host, a sender): control characters are
 * refused, so a value can never start a new line in a header, a log line or a CSV row.
 */
export const SingleLine = (options: Parameters<typeof Type.String>[0] = {}) =>
  Type.String({ ...options, pattern: SINGLE_LINE_PATTERN });

export const Login = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z0-9._@-]+$',
  description: 'The login (user name): letters, digits, dot, underscore, @ and dash.',
});

/**
 * Logins the API's own paths take (`GET /v1/user/webauthn` lists the caller's passkeys): a user of
 * that name could never be read, so no new user may take one.
 */
export const RESERVED_LOGINS = ['webauthn'] as const;

/** A login a new or renamed user may take: a Login that is none of the reserved words. */
export const NewLogin = Type.String({
  minLength: Login.minLength,
  maxLength: Login.maxLength,
  pattern: `^(?!(?:${RESERVED_LOGINS.join('|')})$)[A-Za-z0-9._@-]+$`,
  description: `${Login.description ?? ''} Not one of ${RESERVED_LOGINS.join(', ')} (words of the API's paths).`,
});

export const Email = SingleLine({ format: 'email', maxLength: 254 });

export const Password = Type.String({
  minLength: 1,
  maxLength: 1024,
  description: 'Checked for complexity by the server (PasswordNotComplexEnough); never truncated.',
});

export const IdParams = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 128 }) },
  { additionalProperties: false },
);
