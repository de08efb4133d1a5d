import { Type } from '@sinclair/typebox';
import { route } from '../route';
import { ErrorBody, errorResponses } from '../schemas/common';
import { Binary } from '../schemas/stream';
import { SearchQuery, SearchReply } from '../schemas/search';
import { Health, UiSettings, UnlockBody } from '../schemas/system';
import { SignInReply } from '../schemas/user';

export const systemRoutes = {
  // getUiSettings and getHealth have no 4xx answer: open to anyone even before initialization,
  // they read no input, and a missing or stale session is only `user: null`. The OpenAPI lint
  // test accepts operation-4xx-response for exactly these two.
  getUiSettings: route('getUiSettings', {
    summary: 'Boot data for the console, with the signed-in user',
    tags: ['system'],
    access: 'open',
    response: { 200: UiSettings },
  }),
  getHealth: route('getHealth', {
    summary: 'Server version and health warnings (licence, disk, drained node)',
    tags: ['system'],
    access: 'open',
    response: { 200: Health },
  }),
  getLogo: route('getLogo', {
    summary: 'The uploaded product logo (open: the sign-in page shows it)',
    description: 'NotFound when none is uploaded.',
    tags: ['system'],
    access: 'open',
    querystring: Type.Object(
      { v: Type.Optional(Type.String({ maxLength: 64, description: 'Cache key; any value.' })) },
      { additionalProperties: false },
    ),
    produces: 'image/*',
    response: { 200: Binary('The image.'), 404: ErrorBody },
  }),
  unlock: route('unlock', {
    summary: 'Initialize a fresh server: create the first administrator and sign in as them',
    description: 'Only while no user exists; afterwards it answers 409 AlreadyUsed.',
    tags: ['system'],
    access: 'open',
    body: UnlockBody,
    response: { 200: SignInReply, 400: ErrorBody, 409: ErrorBody, 429: ErrorBody },
  }),
  search: route('search', {
    summary: 'Find streams, mosaics, bookmarks and users by what was typed (the command palette)',
    description:
      'Streams by name, uid, tag or location (those the caller may view, as in the streams list), mosaics ' +
      'by name (those the caller may watch), bookmarks by name, tag or description (those of streams the ' +
      'caller may view), users by login or full name (administrators only). Items are ranked by `server/contract/search-rank.ts`: exact, then prefix, ' +
      'then a word start, then anywhere; ties by name; at most `limit` of each kind. ' +
      'The console’s pages and actions are not here: the console matches them itself with the same ranking, ' +
      'because their titles are its own translated texts in the user’s language, and which of them a user ' +
      'may open is decided by its route table; the server knows neither.',
    tags: ['system'],
    access: 'user',
    querystring: SearchQuery,
    response: { 200: SearchReply, ...errorResponses },
  }),
};
