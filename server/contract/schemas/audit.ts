import { Type, type Static } from '@sinclair/typebox';
import { IsoTime, PageNumber, PageSize, SingleLine } from './common';

const Count = Type.Integer({ minimum: 0 });

export const AuditOutcome = Type.Union([Type.Literal('success'), Type.Literal('failure'), Type.Literal('denied')]);
export type AuditOutcome = Static<typeof AuditOutcome>;

/** One audit row. Never holds passwords, tokens, reset codes or source credentials. */
export const AuditLogEntry = Type.Object(
  {
    id: Type.String(),
    time: IsoTime,
    actor: Type.Union([Type.String(), Type.Null()], {
      description: 'Login of the caller (for a failed sign-in: the login tried); null when anonymous.',
    }),
    address: Type.String({ description: 'Client address.' }),
    action: Type.String({
      description:
        'Dotted name, e.g. auth.sign-in, user.create, user.block, permissions.set, stream.delete, license.save, config.save.',
    }),
    target: Type.Union([Type.String(), Type.Null()], {
      description: 'What was acted on, e.g. a login or a stream uid.',
    }),
    outcome: AuditOutcome,
    details: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()])),
  },
  { additionalProperties: false },
);
export type AuditLogEntry = Static<typeof AuditLogEntry>;

/** What the audit log is filtered by: the list and the CSV export take the same filters. */
export const AuditLogFilter = Type.Object(
  {
    from: Type.Optional(IsoTime),
    to: Type.Optional(IsoTime),
    actor: Type.Optional(SingleLine({ minLength: 1, maxLength: 254, description: 'Exact login (any case).' })),
    action: Type.Optional(
      SingleLine({ minLength: 1, maxLength: 100, description: 'Exact action, or a prefix ending in a dot (auth.).' }),
    ),
    outcome: Type.Optional(AuditOutcome),
    target: Type.Optional(SingleLine({ minLength: 1, maxLength: 1000, description: 'Exact target.' })),
    address: Type.Optional(SingleLine({ minLength: 1, maxLength: 100, description: 'Exact client address.' })),
  },
  { additionalProperties: false },
);
export type AuditLogFilter = Static<typeof AuditLogFilter>;

export const AuditLogQuery = Type.Object(
  { page: Type.Optional(PageNumber), pageSize: Type.Optional(PageSize), ...AuditLogFilter.properties },
  { additionalProperties: false },
);
export type AuditLogQuery = Static<typeof AuditLogQuery>;

export const AuditLogList = Type.Object(
  {
    items: Type.Array(AuditLogEntry, { description: 'Newest first.' }),
    total: Count,
    page: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type AuditLogList = Static<typeof AuditLogList>;
