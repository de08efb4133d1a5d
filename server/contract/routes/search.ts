import { route } from '../route';
import { errorResponses } from '../schemas/common';
import { SearchQuery, SearchReply } from '../schemas/search';

/** The command palette's search. */
export const searchRoutes = {
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
