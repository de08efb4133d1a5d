import type { ServerLogLevel, SystemLogsQuery } from '@contract/index';
import { SEARCH_MAX_LENGTH } from './constants';

/** What the reader narrows the log to: a level and above (null: every level), and a text. */
export interface LogFilter {
  level: ServerLogLevel | null;
  search: string;
}

export const ALL_LINES: LogFilter = { level: null, search: '' };

/** The filter as the server takes it: a blank search is no search, a long one is cut to the contract's length. */
export function filterQuery(filter: LogFilter): Pick<SystemLogsQuery, 'level' | 'search'> {
  const search = filter.search.trim().slice(0, SEARCH_MAX_LENGTH);
  return { ...(filter.level ? { level: filter.level } : {}), ...(search ? { search } : {}) };
}

/** One poll's query: the filter and the cursor of the previous reply. */
export function logsQuery(filter: LogFilter, cursor: number | undefined): SystemLogsQuery {
  return { ...filterQuery(filter), ...(cursor === undefined ? {} : { since: cursor }) };
}

/** How a level looks: quiet for the detail levels, warning and error colours for the rest. */
export type LevelTone = 'quiet' | 'normal' | 'warning' | 'error';

export function levelTone(level: ServerLogLevel): LevelTone {
  if (level === 'trace' || level === 'debug') return 'quiet';
  if (level === 'warn') return 'warning';
  if (level === 'error' || level === 'fatal') return 'error';
  return 'normal';
}
