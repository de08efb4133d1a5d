import { check, type FieldChecks } from '@/shared/logic/record-checks';

export type GroupType = 'tag' | 'none';
export type ViewMode = 'grid' | 'table';
export type SortType = 'date' | 'name' | 'status';

/** docs/console.md#entities, local storage: the all-streams page settings. */
export interface StreamsPageSettings {
  searchValues: string[];
  viewMode: ViewMode;
  onlyAvailable: boolean;
  groupType: GroupType;
  asideOpen: boolean;
  sortType: SortType;
  page: number;
}

export const STREAMS_PAGE_DEFAULTS: StreamsPageSettings = {
  searchValues: [],
  viewMode: 'grid',
  onlyAvailable: false,
  groupType: 'none',
  asideOpen: true,
  sortType: 'date',
  page: 1,
};

/** Search values: how many at once, and how long each may be (the list call refuses longer ones). */
export const SEARCH_LIMITS = { values: 20, length: 200 } as const;

export const streamsPageChecks: FieldChecks<StreamsPageSettings> = {
  searchValues: check.strings(SEARCH_LIMITS.values, SEARCH_LIMITS.length),
  viewMode: check.oneOf('grid', 'table'),
  onlyAvailable: check.boolean,
  groupType: check.oneOf('tag', 'none'),
  asideOpen: check.boolean,
  sortType: check.oneOf('date', 'name', 'status'),
  page: check.positiveInteger,
};

/** The settings after a change: a new filter, sort or grouping starts again from the first page. */
export function nextSettings(current: StreamsPageSettings, patch: Partial<StreamsPageSettings>): StreamsPageSettings {
  const next = { ...current, ...patch };
  if (
    patch.page === undefined &&
    (patch.groupType || patch.onlyAvailable !== undefined || patch.searchValues || patch.sortType)
  ) {
    next.page = 1;
  }
  return next;
}

/** What the header's grouping toggle changes: by tag ↔ no grouping. */
export function flipGrouping(current: Pick<StreamsPageSettings, 'groupType'>): Pick<StreamsPageSettings, 'groupType'> {
  return { groupType: current.groupType === 'tag' ? 'none' : 'tag' };
}

/** What the header's availability toggle changes: only available ↔ all. */
export function flipAvailability(
  current: Pick<StreamsPageSettings, 'onlyAvailable'>,
): Pick<StreamsPageSettings, 'onlyAvailable'> {
  return { onlyAvailable: !current.onlyAvailable };
}
