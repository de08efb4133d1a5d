import { route } from '../route';
import { errorResponses, Ok } from '../schemas/common';
import {
  CreateMosaicBody,
  GetMosaicQuery,
  Mosaic,
  MosaicIdParams,
  MosaicList,
  MosaicListQuery,
  SaveMosaicBody,
} from '../schemas/mosaic';

const ADMIN = 'Needs meta.canAdmin on the mosaic (its owner or an administrator): 403 Forbidden otherwise.';

/** Mosaics: grids of live streams. Visibility (owner, shared, admin) is checked in the handlers. */
export const mosaicsRoutes = {
  listMosaics: route('listMosaics', {
    summary: 'Mosaics the caller may see: their own, shared ones, or all for administrators',
    tags: ['mosaics'],
    access: 'user',
    querystring: MosaicListQuery,
    response: { 200: MosaicList, ...errorResponses },
  }),
  createMosaic: route('createMosaic', {
    summary: 'Create a mosaic owned by the caller',
    description: 'Every stream in it must be viewable by the caller.',
    tags: ['mosaics'],
    access: 'writer',
    body: CreateMosaicBody,
    response: { 200: Mosaic, ...errorResponses },
  }),
  getMosaic: route('getMosaic', {
    summary: 'One mosaic; polled every 10 s while watching',
    description:
      'Owner, administrators, or anyone signed in when shared; 404 otherwise. A malformed id is a ValidationError. ' +
      'extend_lease=true keeps its live-on-demand streams running.',
    tags: ['mosaics'],
    access: 'user',
    params: MosaicIdParams,
    querystring: GetMosaicQuery,
    response: { 200: Mosaic, ...errorResponses },
  }),
  saveMosaic: route('saveMosaic', {
    summary: 'Save a mosaic (full replace of name, layout, cells and sharing)',
    description: ADMIN,
    tags: ['mosaics'],
    access: 'writer',
    params: MosaicIdParams,
    body: SaveMosaicBody,
    response: { 200: Mosaic, ...errorResponses },
  }),
  deleteMosaic: route('deleteMosaic', {
    summary: 'Delete a mosaic',
    description: ADMIN,
    tags: ['mosaics'],
    access: 'writer',
    params: MosaicIdParams,
    response: { 200: Ok, ...errorResponses },
  }),
};
