import { Type, type Static } from '@sinclair/typebox';
import { IsoTime, Login } from './common';
import { StreamName, StreamStatus, StreamUid } from './stream';

export const MosaicId = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_-]+$',
  description: 'A malformed id is a ValidationError; the console then shows the not-found page.',
});

export const MosaicIdParams = Type.Object({ id: MosaicId }, { additionalProperties: false });

/**
 * Design (the spec shows only the id and meta): a mosaic is a grid of `columns`
 * by `rows` equal tiles, laid out by pure geometry in the console. A plain grid
 * covers the usual 1x1 to 6x6 walls and needs no catalogue of named layouts.
 */
export const MosaicLayout = Type.Object(
  {
    columns: Type.Integer({ minimum: 1, maximum: 6 }),
    rows: Type.Integer({ minimum: 1, maximum: 6 }),
  },
  { additionalProperties: false },
);
export type MosaicLayout = Static<typeof MosaicLayout>;

const Position = Type.Integer({
  minimum: 0,
  maximum: 35,
  description: 'Tile index, row by row: row * columns + column. Must be below columns * rows.',
});

/** A tile as saved: which stream shows where. Empty tiles are simply not listed. */
export const MosaicCellInput = Type.Object(
  { position: Position, streamUid: StreamUid },
  { additionalProperties: false },
);
export type MosaicCellInput = Static<typeof MosaicCellInput>;

/** A tile as read: with what its player needs, so the 10 s poll needs no stream calls. */
export const MosaicCell = Type.Object(
  {
    position: Position,
    streamUid: StreamUid,
    name: StreamName,
    status: StreamStatus,
    playlistUrl: Type.String({ description: 'Live HLS playlist of the stream, used as given.' }),
  },
  { additionalProperties: false },
);
export type MosaicCell = Static<typeof MosaicCell>;

const MosaicName = Type.String({ minLength: 1, maxLength: 200 });

export const Mosaic = Type.Object(
  {
    id: MosaicId,
    name: MosaicName,
    owner: Login,
    isShared: Type.Boolean({
      description: 'false: only the owner and administrators see it; true: every signed-in user.',
    }),
    layout: MosaicLayout,
    cells: Type.Array(MosaicCell, {
      description: 'Ordered by position. Tiles whose stream the caller may not view are left out for that caller.',
    }),
    createdTime: IsoTime,
    updatedTime: IsoTime,
    meta: Type.Object(
      {
        canAdmin: Type.Boolean({
          description: 'The caller may edit and delete it: the owner (not read-only) or an administrator.',
        }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type Mosaic = Static<typeof Mosaic>;

export const MosaicList = Type.Object(
  {
    items: Type.Array(Mosaic, { description: 'The mosaics the caller may see, by name.' }),
    total: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type MosaicList = Static<typeof MosaicList>;

/** POST /v1/mosaic creates; POST /v1/mosaic/{id} saves the whole mosaic with the same body (full replace). */
export const MosaicBody = Type.Object(
  {
    name: MosaicName,
    layout: MosaicLayout,
    cells: Type.Array(MosaicCellInput, {
      maxItems: 36,
      description:
        'A position used twice or beyond the layout is a ValidationError; every stream must be viewable by the caller.',
    }),
    isShared: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);
export type MosaicBody = Static<typeof MosaicBody>;

export const CreateMosaicBody = MosaicBody;
export type CreateMosaicBody = MosaicBody;
export const SaveMosaicBody = MosaicBody;
export type SaveMosaicBody = MosaicBody;

export const GetMosaicQuery = Type.Object(
  {
    extend_lease: Type.Optional(
      Type.Boolean({ description: 'While playing: keeps its live-on-demand streams running.' }),
    ),
  },
  { additionalProperties: false },
);
