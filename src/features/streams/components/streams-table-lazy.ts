import { lazyWithPreload } from '@/shared/ui/lazy-with-preload';

/**
 * The table view, loaded when first shown: ProTable brings ProComponents' fields along
 * (pickers, tree selects...). The view toggle preloads it when a pointer or the focus
 * comes to it, so the switch itself rarely waits for the download.
 */
export const StreamsTableLazy = lazyWithPreload(() =>
  import('./streams-table').then((m) => ({ default: m.StreamsTable })),
);
