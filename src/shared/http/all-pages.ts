import { remainingPages } from '@/shared/logic/pager';

/** The largest page a list call gives (the contract's PageSize maximum). */
export const LARGEST_PAGE = 500;

/**
 * Every item of a paged list call: the first page, then the rest at once. Items added while paging
 * shift the pages; `keyOf` keeps one entry per item.
 */
export async function allPages<T>(
  page: (n: number, pageSize: number) => Promise<{ items: T[]; total: number }>,
  keyOf: (item: T) => string,
): Promise<T[]> {
  const first = await page(1, LARGEST_PAGE);
  const rest = await Promise.all(remainingPages(first.total, LARGEST_PAGE).map((n) => page(n, LARGEST_PAGE)));
  const byKey = new Map<string, T>();
  for (const item of [first, ...rest].flatMap((p) => p.items)) byKey.set(keyOf(item), item);
  return [...byKey.values()];
}
