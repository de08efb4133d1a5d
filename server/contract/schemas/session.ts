import { Type, type Static } from '@sinclair/typebox';
import { IsoTime, SingleLine } from './common';

/** One signed-in browser or client. Sorted by lastSeenTime, newest first. */
export const Session = Type.Object(
  {
    id: Type.String({ description: 'Public id of the session (not the cookie secret).' }),
    lastSeenTime: IsoTime,
    createdTime: IsoTime,
    userAgent: Type.String(),
    address: Type.String({ description: 'Client address seen at the last request.' }),
    current: Type.Boolean({ description: 'True for the session making this request.' }),
  },
  { additionalProperties: false },
);
export type Session = Static<typeof Session>;

export const SessionList = Type.Array(Session);

export const TerminateSessionsReply = Type.Object(
  {
    terminated: Type.Integer({ minimum: 0, description: 'How many other sessions were ended; the current one stays.' }),
  },
  { additionalProperties: false },
);

/** An API token as listed: the secret is never shown again. */
export const ApiToken = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    expireTime: Type.Union([IsoTime, Type.Null()], { description: 'null: never expires.' }),
    createdTime: IsoTime,
    lastUsedTime: Type.Union([IsoTime, Type.Null()]),
  },
  { additionalProperties: false },
);
export type ApiToken = Static<typeof ApiToken>;

export const ApiTokenList = Type.Array(ApiToken);

export const CreateTokenBody = Type.Object(
  {
    name: SingleLine({ minLength: 1, maxLength: 100 }),
    expireTime: Type.Optional(
      Type.Union([IsoTime, Type.Null()], { description: 'Omitted or null: never expires. Must be in the future.' }),
    ),
  },
  { additionalProperties: false },
);
export type CreateTokenBody = Static<typeof CreateTokenBody>;

export const CreatedToken = Type.Object(
  {
    ...ApiToken.properties,
    secret: Type.String({ description: 'Shown once, here. Send it as `Authorization: Bearer <secret>`.' }),
  },
  { additionalProperties: false },
);
export type CreatedToken = Static<typeof CreatedToken>;
