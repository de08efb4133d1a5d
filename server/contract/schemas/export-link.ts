import { Type, type Static } from '@sinclair/typebox';
import { IsoTime } from './common';
import { ExportId } from './export';
import { CLIP_LINK_MAX_DAYS, CLIP_LINK_MAX_VIEWS } from '../endpoints';

export { CLIP_LINK_MAX_DAYS, CLIP_LINK_MAX_VIEWS };

export const ExportLinkId = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_-]+$',
  description: 'A malformed id is a ValidationError.',
});
export const ExportLinkParams = Type.Object({ id: ExportId, linkId: ExportLinkId }, { additionalProperties: false });

/** POST /v1/exports/{id}/links. */
export const CreateExportLinkBody = Type.Object(
  {
    expiresAt: {
      ...IsoTime,
      description: `When the link stops opening: in the future, at most ${CLIP_LINK_MAX_DAYS} days ahead (ValidationError).`,
    },
    maxViews: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: CLIP_LINK_MAX_VIEWS,
        description: 'How many times the page may be opened; no limit when absent.',
      }),
    ),
    password: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description: 'Asked before anything is shown; stored hashed. No password when absent.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type CreateExportLinkBody = Static<typeof CreateExportLinkBody>;

export const CreateExportLinkReply = Type.Object(
  {
    id: ExportLinkId,
    url: Type.String({ description: "The public page's path (`/ui/clip/<token>`); shown this once, never again." }),
    expiresAt: IsoTime,
  },
  { additionalProperties: false },
);
export type CreateExportLinkReply = Static<typeof CreateExportLinkReply>;

export const EXPORT_LINK_STATES = ['active', 'expired', 'revoked', 'usedUp'] as const;
export type ExportLinkState = (typeof EXPORT_LINK_STATES)[number];

export const ExportLink = Type.Object(
  {
    id: ExportLinkId,
    createdTime: IsoTime,
    createdBy: Type.String({ description: 'The login of who made it.' }),
    expiresAt: IsoTime,
    maxViews: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
    views: Type.Integer({ minimum: 0, description: 'How many times the page was opened.' }),
    hasPassword: Type.Boolean(),
    revokedTime: Type.Union([IsoTime, Type.Null()]),
    state: Type.Union(
      EXPORT_LINK_STATES.map((s) => Type.Literal(s)),
      { description: 'active, or why it no longer opens: expired, revoked, usedUp (maxViews reached).' },
    ),
  },
  { additionalProperties: false },
);
export type ExportLink = Static<typeof ExportLink>;

export const ExportLinkList = Type.Object(
  { items: Type.Array(ExportLink, { description: 'Newest first.' }) },
  { additionalProperties: false },
);
export type ExportLinkList = Static<typeof ExportLinkList>;

export const ClipToken = Type.String({
  minLength: 1,
  maxLength: 200,
  pattern: '^[A-Za-z0-9_-]+$',
  description: 'The secret of a clip link; an unknown one is NotFound.',
});
export const ClipParams = Type.Object({ token: ClipToken }, { additionalProperties: false });
export const ClipFileParams = Type.Object(
  { token: ClipToken, index: Type.Integer({ minimum: 0, maximum: 63 }) },
  { additionalProperties: false },
);

export const OpenClipBody = Type.Object(
  {
    password: Type.Optional(Type.String({ maxLength: 200, description: "The link's password, when it has one." })),
  },
  { additionalProperties: false },
);
export type OpenClipBody = Static<typeof OpenClipBody>;

/** The file and download routes take the key that opening gave. */
export const ClipKeyQuery = Type.Object(
  {
    key: Type.String({
      minLength: 1,
      maxLength: 200,
      description: 'The key the open call answered; a wrong one is NotFound.',
    }),
  },
  { additionalProperties: false },
);

export const Clip = Type.Object(
  {
    name: Type.String({ description: "The case's name. Its reason and maker are not shown." }),
    expiresAt: IsoTime,
    key: Type.String({ description: 'Opens the files and the download (`?key=`) while the link works.' }),
    files: Type.Array(
      Type.Object(
        {
          index: Type.Integer({ minimum: 0 }),
          file: Type.String({ description: 'Its path in the package, e.g. clips/01-cam.mp4.' }),
          size: Type.Integer({ minimum: 0 }),
          streamName: Type.String(),
          startTime: IsoTime,
          endTime: IsoTime,
        },
        { additionalProperties: false },
      ),
    ),
    size: Type.Integer({ minimum: 0, description: "The whole package's size in bytes." }),
  },
  { additionalProperties: false },
);
export type Clip = Static<typeof Clip>;
