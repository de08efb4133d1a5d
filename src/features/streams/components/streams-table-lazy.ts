import { lazyWithPreload } from '@/shared/ui/lazy-with-preload';

/**
 * The table view, not part of the page's first load: ProTable brings ProComponents' fields
 * along (pickers, tree selects...). The grid's page asks for it once it is drawn and the
 * browser idle (not when the user saves data), and the view toggle when a pointer or the
 * focus comes to it, so the switch itself rarely waits for the download.
 */
export const StreamsTableLazy = lazyWithPreload(() =>
  import('./streams-table').then((m) => ({ default: m.StreamsTable })),
);
