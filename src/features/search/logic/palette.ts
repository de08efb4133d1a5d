import type { SearchItem } from '@contract/schemas/search';
import { compareRanked, rankAll, rankOrder, type SearchRank } from '@contract/search-rank';
import type { PageRoute, RouteAccess } from '@/shared/routing/logic/route-table';

/**
 * The command palette's rules, without React: what it lists (the server's finds, the console's
 * pages and actions matched by the contract's one ranking), in which groups and order, how the
 * keys move through it, and the recent choices it remembers.
 */
export type EntryKind = 'stream' | 'mosaic' | 'user' | 'bookmark' | 'page' | 'action';

export interface PaletteEntry {
  /** `<kind>:<id>`, unique in a list. */
  key: string;
  kind: EntryKind;
  /** What opens or runs it: a stream uid, mosaic id, login, bookmark id, page name or action id. */
  id: string;
  label: string;
  /** A second line: a stream's uid, tags and location; a user's login. */
  detail?: string;
  /** A bookmark's stream and moment (ISO), to open its player there. */
  streamUid?: string;
  time?: string;
  rank?: SearchRank;
}

export interface Group {
  kind: EntryKind | 'recent';
  entries: PaletteEntry[];
}

/** What the user is, for the pages they may open and the actions they may run. */
export interface Role {
  isAdmin: boolean;
  readOnly: boolean;
}

const entry = (kind: EntryKind, id: string, label: string, extra: Partial<PaletteEntry> = {}): PaletteEntry => ({
  key: `${kind}:${id}`,
  kind,
  id,
  label,
  ...extra,
});

/** Whether a signed-in user may open a route of this access (the route table's rule). */
export function mayOpen(access: RouteAccess, role: Role): boolean {
  switch (access) {
    case 'user':
      return true;
    case 'writer':
      return !role.readOnly;
    case 'admin':
      return role.isAdmin;
    default:
      return false;
  }
}

/**
 * The pages the palette offers: those of the route table a signed-in user of this role may open,
 * shown in the console's chrome, needing no parameter; titled in the user's language, one entry
 * per title (the first page of a title: "My profile" is the profile's info page).
 */
export function pageEntries(routes: readonly PageRoute[], role: Role, title: (key: string) => string): PaletteEntry[] {
  const seen = new Set<string>();
  const pages: PaletteEntry[] = [];
  for (const route of routes) {
    if (!route.chrome || route.path.includes(':') || route.path === '*' || !mayOpen(route.access, role)) continue;
    if (seen.has(route.title)) continue;
    seen.add(route.title);
    pages.push(entry('page', route.name, title(route.title)));
  }
  return pages;
}

/** An action of the palette, with its label in the user's language. */
export const actionEntry = (id: string, label: string) => entry('action', id, label);

/** The console's own entries (pages, actions) that match what was typed, ranked by the contract's rule. */
export function matchLocal(entries: readonly PaletteEntry[], query: string): PaletteEntry[] {
  return rankAll(
    entries.map((e) => ({ ...e, name: e.label })),
    query,
    (e) => [['label', e.label]] as const,
  ).map(({ name: _name, matched: _matched, ...e }) => e);
}

/** The server's finds as palette entries. */
export function fromSearch(items: readonly SearchItem[]): PaletteEntry[] {
  return items.map((item) => {
    switch (item.kind) {
      case 'stream':
        return entry('stream', item.id, item.name, {
          rank: item.rank,
          detail: [item.id, item.location, item.tags.join(', ')].filter(Boolean).join(' · '),
        });
      case 'mosaic':
        return entry('mosaic', item.id, item.name, { rank: item.rank });
      case 'user':
        return entry('user', item.id, item.name, {
          rank: item.rank,
          ...(item.name !== item.login && { detail: item.login }),
        });
      case 'bookmark':
        return entry('bookmark', item.id, item.name, { rank: item.rank, streamUid: item.streamUid, time: item.time });
    }
  });
}

/**
 * The server's entries for an earlier text that still match the text typed now, re-ranked here
 * by their name and second line (a stream's uid, location and tags): what the palette shows
 * until the server's answer for the new text comes, so Enter never opens a stale first item.
 */
export function stillMatching(entries: readonly PaletteEntry[], query: string): PaletteEntry[] {
  return rankAll(
    entries.map((e) => ({ ...e, name: e.label })),
    query,
    (e) =>
      [
        ['label', e.label],
        ['detail', e.detail?.split(' · ')],
      ] as const,
  ).map(({ name: _name, matched: _matched, ...e }) => e);
}

/** Groups in the order the palette lists them when their best ranks are equal. */
export const GROUP_ORDER: readonly EntryKind[] = ['stream', 'mosaic', 'bookmark', 'user', 'page', 'action'];

/**
 * Entries in groups of one kind each: the group with the best match first (an exact page title
 * before a stream that only holds the word), then in GROUP_ORDER; inside a group, by rank then name.
 */
export function groupEntries(entries: readonly PaletteEntry[]): Group[] {
  const groups = GROUP_ORDER.map((kind) => ({
    kind,
    entries: entries
      .filter((e) => e.kind === kind)
      .sort((a, b) =>
        a.rank && b.rank
          ? compareRanked({ rank: a.rank, name: a.label, id: a.id }, { rank: b.rank, name: b.label, id: b.id })
          : 0,
      ),
  })).filter((g) => g.entries.length > 0);
  const best = (g: Group) => Math.min(...g.entries.map((e) => (e.rank ? rankOrder(e.rank) : 9)));
  return groups
    .map((g, order) => ({ g, order }))
    .sort((a, b) => best(a.g) - best(b.g) || a.order - b.order)
    .map(({ g }) => g);
}

/** The entries of the groups in the order they are listed (the keys move along this). */
export const flatten = (groups: readonly Group[]): PaletteEntry[] => groups.flatMap((g) => g.entries);

/** The active option after a key: arrows move and wrap around, Home and End go to the ends; null: not a moving key. */
export function moveActive(active: number, count: number, key: string): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return active < 0 ? 0 : (active + 1) % count;
    case 'ArrowUp':
      return active < 0 ? count - 1 : (active - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** How many recent choices the palette keeps. */
export const MAX_RECENTS = 8;
/** Kinds a recent choice may be (actions run again are not remembered). */
const RECENT_KINDS: readonly EntryKind[] = ['stream', 'mosaic', 'user', 'bookmark', 'page'];

export interface Recents {
  /** Whose choices these are: another user of the browser does not see them. */
  user: string;
  entries: PaletteEntry[];
}

/** A choice put first in the recent ones (once, without its rank), at most MAX_RECENTS kept. */
export function addRecent(recents: readonly PaletteEntry[], chosen: PaletteEntry): PaletteEntry[] {
  if (!RECENT_KINDS.includes(chosen.kind)) return [...recents];
  const { rank: _rank, ...kept } = chosen;
  return [kept, ...recents.filter((e) => e.key !== chosen.key)].slice(0, MAX_RECENTS);
}

const isText = (v: unknown): v is string => typeof v === 'string';

/** The recent choices stored for `user`, read defensively: anything broken is dropped, never thrown. */
export function parseRecents(value: unknown, user: string): PaletteEntry[] {
  if (typeof value !== 'object' || value === null) return [];
  const stored = value as Partial<Recents>;
  if (stored.user !== user || !Array.isArray(stored.entries)) return [];
  const entries: PaletteEntry[] = [];
  for (const raw of stored.entries as unknown[]) {
    if (typeof raw !== 'object' || raw === null) continue;
    const e = raw as Record<string, unknown>;
    if (!isText(e.id) || !isText(e.label) || !RECENT_KINDS.includes(e.kind as EntryKind)) continue;
    entries.push(
      entry(e.kind as EntryKind, e.id, e.label, {
        ...(isText(e.detail) && { detail: e.detail }),
        ...(isText(e.streamUid) && { streamUid: e.streamUid }),
      }),
    );
  }
  return entries.slice(0, MAX_RECENTS);
}
