import type { Stream, StreamList, StreamListQuery, StreamStatus } from '@contract/index';
import { addValues } from '@/shared/logic/search-values';
import { SEARCH_LIMITS, type StreamsPageSettings } from './page-settings';

/** Streams per page in both views (divides evenly into grid rows of 2, 3, 4 and 6). */
export const PAGE_SIZE = 48;

/** How long typing in the search field rests before the list follows it. */
export const SEARCH_TYPING_MS = 300;

/**
 * The search values the list asks for: the kept ones and what is being typed (not yet kept
 * with Enter or a comma), so the list filters as the user types.
 */
export function searchOf(values: readonly string[], typing: string): string[] {
  return addValues(values, typing, SEARCH_LIMITS.values);
}

/**
 * The list request of the all-streams page for its remembered settings, the search being typed and,
 * with clustering on, the node filtered by (null: every node).
 */
export function listQuery(settings: StreamsPageSettings, typing = '', nodeId: string | null = null): StreamListQuery {
  const query: StreamListQuery = {
    page: settings.page,
    pageSize: PAGE_SIZE,
    groupType: settings.groupType,
    sortType: settings.sortType,
    onlyAvailable: settings.onlyAvailable,
  };
  const search = searchOf(settings.searchValues, typing);
  if (search.length > 0) query.searchingValues = search;
  if (nodeId !== null) query.nodeId = nodeId;
  return query;
}

/**
 * docs/console.md#api-calls: the list's status poll names the availability filter isOnlyAvailable.
 * The first load sends onlyAvailable; every later refresh of the same page is the poll.
 */
export function pollQuery(query: StreamListQuery): StreamListQuery {
  const { onlyAvailable, ...rest } = query;
  return { ...rest, isOnlyAvailable: onlyAvailable ?? false };
}

/** One block of the page: a tag's streams, the untagged ones (tag null), or all of them (no grouping). */
export interface StreamSection {
  key: string;
  /** null: the "untagged" group; undefined: no grouping. */
  tag: string | null | undefined;
  /** Streams with this tag in the whole filtered result, not only this page. */
  total: number;
  items: Stream[];
}

/**
 * The sections of one page. With grouping by tag the server names each group's
 * uids on this page (a stream with two tags is in both); groups without a
 * stream on this page are left out, and the untagged group comes last as the
 * server orders it.
 */
export function sectionsOf(list: StreamList): StreamSection[] {
  if (!list.groups) return [{ key: 'all', tag: undefined, total: list.total, items: list.items }];
  const byUid = new Map(list.items.map((s) => [s.uid, s]));
  const sections: StreamSection[] = [];
  for (const group of list.groups) {
    const items = group.uids.map((uid) => byUid.get(uid)).filter((s): s is Stream => s !== undefined);
    if (items.length === 0) continue;
    sections.push({
      key: group.tag === null ? 'untagged' : `tag:${group.tag}`,
      tag: group.tag,
      total: group.count,
      items,
    });
  }
  return sections;
}

/** A stream with a new status: its failure stays only while it is still failed. */
export function streamWithStatus(stream: Stream, status: StreamStatus): Stream {
  const failed = status === 'failed';
  return {
    ...stream,
    status,
    failureReason: failed ? stream.failureReason : null,
    failureCode: failed ? stream.failureCode : null,
  };
}

/** The list with one stream's new status (pause and resume apply theirs at once). */
export function withStatus(list: StreamList, uid: string, status: StreamStatus): StreamList {
  if (!list.items.some((s) => s.uid === uid)) return list;
  return { ...list, items: list.items.map((s) => (s.uid === uid ? streamWithStatus(s, status) : s)) };
}

/** The last page that still has streams, when the current one ran empty (after a delete or a filter). */
export function lastPageFor(total: number, page: number): number {
  const last = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return Math.min(page, last);
}
