export { useWindowBookmarks } from './use-bookmarks';
export { bookmarkKeys } from './api';
export { newBookmarkValues, type BookmarkValues } from './logic/bookmark-values';

/** The bookmark dialog (antd's form and date pickers): loaded when first opened, never with the player's first picture. */
export const loadBookmarkModal = () => import('./components/bookmark-modal');
