import { mosaicSource } from './mosaic-source';
import type { SearchSource } from './source';
import { streamSource } from './stream-source';
import { userSource } from './user-source';

/**
 * What the search finds, one source per kind, in the order the reply lists them. Bookmarks join
 * here: a `bookmark-source.ts` beside these (kind 'bookmark', already in the contract's reply),
 * answering the bookmarks of streams the caller may view, and one line in this list.
 */
export const SEARCH_SOURCES: readonly SearchSource[] = [streamSource, mosaicSource, userSource];
