/** A page number, or a gap ('…') between non-adjacent numbers. */
export type PageItem = number | 'gap';

/** How many pages `total` items fill at `pageSize` a page (at least 1, so page 1 always exists). */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The numbers a pager shows: always the first and last page, the current one with `siblings` on
 * each side, and gaps elsewhere. A gap never hides a single page: that page is shown instead,
 * because '…' standing for one number is longer than the number.
 */
export function pageItems(current: number, pageCount: number, siblings = 1): PageItem[] {
  const pages = new Set<number>([1, pageCount]);
  for (let page = current - siblings; page <= current + siblings; page++) {
    if (page >= 1 && page <= pageCount) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  });
  return items;
}
