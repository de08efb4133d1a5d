import { pathTo } from './route-table';

/** The player address's parameter that opens the archive at a moment (`?at=<ISO time>`). */
export const AT_PARAM = 'at';

/** The player of a stream opened in the archive at a moment (a bookmark's play link, the palette's bookmarks). */
export function playerAtPath(uid: string, isoTime: string): string {
  return `${pathTo('stream-view', { uid })}?${AT_PARAM}=${encodeURIComponent(isoTime)}`;
}
