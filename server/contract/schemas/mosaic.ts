import { Type, type Static } from '@sinclair/typebox';
import { IsoTime, Login, PageNumber, PageSize, SingleLine } from './common';
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
 * by `rows` cells, laid out by pure geometry in the console. A tile covers one
 * cell or a block of them (columnSpan × rowSpan), so one grid type also draws the
 * usual "one large and several small" walls (1+5 on 3×3, 1+7 and 1+12 and 2+8 on
 * 4×4) without a catalogue of named layouts on the server.
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
  description: "The tile's top-left cell, row by row: row * columns + column. Must be below columns * rows.",
});
const Span = Type.Integer({
  minimum: 1,
  maximum: 6,
  description: 'Cells the tile covers in that direction; 1 by default.',
});

/** A tile as saved: which stream shows where. Empty cells are simply not listed. */
export const MosaicCellInput = Type.Object(
  {
    position: Position,
    streamUid: StreamUid,
    columnSpan: Type.Optional(Span),
    rowSpan: Type.Optional(Span),
  },
  { additionalProperties: false },
);
export type MosaicCellInput = Static<typeof MosaicCellInput>;

/** A tile as read: with what its player needs, so the 10 s poll needs no stream calls. */
export const MosaicCellView = Type.Object(
  {
    access: Type.Literal('view'),
    position: Position,
    columnSpan: Span,
    rowSpan: Span,
    streamUid: StreamUid,
    name: StreamName,
    status: StreamStatus,
    playlistUrl: Type.String({ description: 'Live HLS playlist of the stream, used as given.' }),
    lowResPlaylistUrl: Type.Union([Type.String(), Type.Null()], {
      description: 'Live HLS playlist of its low-resolution rendition (small tiles play it); null: none.',
    }),
  },
  { additionalProperties: false },
);

/** A tile whose stream the caller may not view: where it is, and nothing about the stream. */
export const MosaicCellHidden = Type.Object(
  { access: Type.Literal('none'), position: Position, columnSpan: Span, rowSpan: Span },
  { additionalProperties: false },
);

export const MosaicCell = Type.Union([MosaicCellView, MosaicCellHidden]);
export type MosaicCell = Static<typeof MosaicCell>;

const MosaicName = SingleLine({ minLength: 1, maxLength: 200 });

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
      description:
        'Ordered by position. A tile whose stream the caller may not view is `access: none` for that caller.',
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

/** GET /v1/mosaics: a part of the name (typed text, no wildcards), pages. */
export const MosaicListQuery = Type.Object(
  {
    search: Type.Optional(SingleLine({ maxLength: 200 })),
    page: Type.Optional(PageNumber),
    pageSize: Type.Optional(PageSize),
  },
  { additionalProperties: false },
);
export type MosaicListQuery = Static<typeof MosaicListQuery>;

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
        'Tiles that overlap or reach beyond the layout, and streams the caller may not view, are a ValidationError ' +
        'naming the field (cells/<i>/position or cells/<i>/streamUid) with a reason word.',
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
