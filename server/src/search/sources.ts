import { bookmarkSource } from './bookmark-source';
import { mosaicSource } from './mosaic-source';
import type { SearchSource } from './source';
import { streamSource } from './stream-source';
import { userSource } from './user-source';

/** What the search finds, one source per kind, in the order the reply lists them (a new kind: one file, one line). */
export const SEARCH_SOURCES: readonly SearchSource[] = [streamSource, mosaicSource, bookmarkSource, userSource];
