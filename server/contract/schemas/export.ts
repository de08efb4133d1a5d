import { Type, type Static } from '@sinclair/typebox';
import { IsoTime, Login, PageNumber, PageSize, SingleLine } from './common';
import { StreamName, StreamUid } from './stream';

/** The server's key that signs case exports; its private half never leaves the server. */
export const ExportKeyReply = Type.Object(
  {
    publicKey: Type.String({ description: 'The Ed25519 public key: base64 of its SPKI DER.' }),
    pem: Type.String({ description: 'The same key as PEM (SPKI), e.g. for `openssl pkeyutl -verify -pubin`.' }),
  },
  { additionalProperties: false },
);
export type ExportKeyReply = Static<typeof ExportKeyReply>;

export const EXPORT_MAX_ITEMS = 16;
/** How many of one user's exports may be queued or running at once by default (VIGIL_EXPORTS_PER_USER; TooManyRequests beyond). */
export const EXPORTS_UNFINISHED_MAX = 2;

export const ExportId = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_-]+$',
  description: 'A malformed id is a ValidationError.',
});
export const ExportIdParams = Type.Object({ id: ExportId }, { additionalProperties: false });

export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const ExportStatus = Type.Union(
  EXPORT_STATUSES.map((s) => Type.Literal(s)),
  { description: 'queued, then running, then done (the package can be downloaded) or failed (see failureReason).' },
);
export type ExportStatus = Static<typeof ExportStatus>;

export const EXPORT_FAILURE_REASONS = ['interrupted', 'nothingRecorded', 'clipFailed'] as const;
export const ExportFailureReason = Type.Union(
  EXPORT_FAILURE_REASONS.map((r) => Type.Literal(r)),
  {
    description:
      'interrupted: the server stopped while the export ran; nothingRecorded: an item has no recording (any more) on ' +
      'this server; clipFailed: a clip could not be cut or watermarked.',
  },
);
export type ExportFailureReason = Static<typeof ExportFailureReason>;

const ExportName = SingleLine({ minLength: 1, maxLength: 200, description: 'The case: one line, not blank.' });
const ExportReason = Type.String({
  minLength: 1,
  maxLength: 4000,
  description: 'Why the video is handed over (a request number, the requester…); not blank.',
});

/** One clip of an export: an interval of a stream's archive. */
export const ExportItemInput = Type.Object(
  {
    streamId: {
      ...StreamUid,
      description: 'A stream the caller may view; one they may not view is NotFound, as a missing one.',
    },
    startTime: IsoTime,
    endTime: {
      ...IsoTime,
      description: 'After startTime; at most 24 h after it by default (VIGIL_EXPORT_MAX_HOURS; TimeRangeTooLong).',
    },
  },
  { additionalProperties: false },
);

/** POST /v1/exports. */
export const CreateExportBody = Type.Object(
  {
    name: ExportName,
    reason: ExportReason,
    items: Type.Array(ExportItemInput, { minItems: 1, maxItems: EXPORT_MAX_ITEMS }),
    watermark: Type.Optional(
      Type.Boolean({
        default: false,
        description:
          'Re-encode each clip with the maker’s login, the case name and the running UTC time of the picture burned ' +
          'in (slower than a stream copy).',
      }),
    ),
  },
  { additionalProperties: false },
);
export type CreateExportBody = Static<typeof CreateExportBody>;

export const CreateExportReply = Type.Object({ id: ExportId, status: ExportStatus }, { additionalProperties: false });
export type CreateExportReply = Static<typeof CreateExportReply>;

export const ExportItem = Type.Object(
  {
    streamId: StreamUid,
    streamName: StreamName,
    startTime: IsoTime,
    endTime: IsoTime,
  },
  { additionalProperties: false },
);
export type ExportItem = Static<typeof ExportItem>;

export const Export = Type.Object(
  {
    id: ExportId,
    name: Type.String(),
    reason: Type.String(),
    status: ExportStatus,
    progress: Type.Number({ minimum: 0, maximum: 1, description: 'How much of the work is done, 0 to 1.' }),
    size: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
      description: "The package's size in bytes once done; null before.",
    }),
    createdTime: IsoTime,
    author: { ...Login, description: 'Who made it: their login when they made it.' },
    watermark: Type.Boolean(),
    items: Type.Array(ExportItem),
    failureReason: Type.Union([ExportFailureReason, Type.Null()], { description: 'null unless failed.' }),
  },
  { additionalProperties: false },
);
export type Export = Static<typeof Export>;

export const ExportListQuery = Type.Object(
  { page: Type.Optional(PageNumber), pageSize: Type.Optional(PageSize) },
  { additionalProperties: false },
);
export type ExportListQuery = Static<typeof ExportListQuery>;

export const ExportList = Type.Object(
  {
    items: Type.Array(Export, { description: 'Newest first.' }),
    total: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type ExportList = Static<typeof ExportList>;

export const VERIFY_PROBLEMS = ['changed', 'missing', 'unexpected', 'badSignature', 'badManifest'] as const;
export type VerifyProblemWord = (typeof VERIFY_PROBLEMS)[number];

export const VerifyProblem = Type.Object(
  {
    file: Type.String({ description: 'The path in the package the problem is about.' }),
    problem: Type.Union(
      VERIFY_PROBLEMS.map((p) => Type.Literal(p)),
      {
        description:
          'changed: its size or SHA-256 is not the manifest’s; missing: listed but absent; unexpected: present but not ' +
          'listed; badSignature: manifest.sig is not this server’s signature of manifest.json; badManifest: ' +
          'manifest.json is not a manifest.',
      },
    ),
  },
  { additionalProperties: false },
);
export type VerifyProblem = Static<typeof VerifyProblem>;

export const VerifyReply = Type.Object(
  {
    valid: Type.Boolean({ description: 'True only when there is no problem.' }),
    problems: Type.Array(VerifyProblem),
  },
  { additionalProperties: false },
);
export type VerifyReply = Static<typeof VerifyReply>;
