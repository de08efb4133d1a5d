/** One entry of a pager: a page number, or a gap standing for the pages left out. */
export type PagerItem = number | 'gap';

/**
 * The pages a compact pager shows: the first and last, the current one with
 * `around` neighbours on each side, and gaps for the runs left out (a gap of a
 * single page shows that page instead).
 */
export function pagerItems(current: number, pageCount: number, around = 2): PagerItem[] {
  if (pageCount <= 1) return pageCount === 1 ? [1] : [];
  const page = Math.min(Math.max(current, 1), pageCount);
  const shown = new Set([1, pageCount]);
  for (let p = page - around; p <= page + around; p += 1) if (p >= 1 && p <= pageCount) shown.add(p);
  const pages = [...shown].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  pages.forEach((p, i) => {
    const previous = pages[i - 1];
    if (previous !== undefined && p - previous === 2) items.push(p - 1);
    else if (previous !== undefined && p - previous > 2) items.push('gap');
    items.push(p);
  });
  return items;
}

/** How many pages `total` items make at `pageSize` a page. */
export const pageCountOf = (total: number, pageSize: number): number => Math.ceil(total / pageSize);

/** Page numbers still to ask for after the first page, to have every one of `total` users. */
export function remainingPages(total: number, pageSize: number): number[] {
  const pages = Math.ceil(Math.max(0, total) / pageSize);
  return Array.from({ length: Math.max(0, pages - 1) }, (_, i) => i + 2);
}
