/** Spec section 9: pagination shows 3 pages around the current one and 2 at each end. */
export const PAGE_RANGE = 3;
export const MARGIN_PAGES = 2;

export type PageItem = number | 'gap';

/**
 * The page buttons to show (1-based), with 'gap' for the pages left out. A gap standing for a
 * single page shows that page instead.
 */
export function paginationItems(
  current: number,
  total: number,
  range = PAGE_RANGE,
  margin = MARGIN_PAGES,
): PageItem[] {
  if (total < 1) return [];
  let left = current - Math.floor((range - 1) / 2);
  let right = left + range - 1;
  if (left < 1) {
    right += 1 - left;
    left = 1;
  }
  if (right > total) {
    left = Math.max(1, left - (right - total));
    right = total;
  }
  const shown = (page: number) => page <= margin || page > total - margin || (page >= left && page <= right);
  const items: PageItem[] = [];
  for (let page = 1; page <= total; page++) {
    if (shown(page) || (shown(page - 1) && shown(page + 1))) items.push(page);
    else if (items.at(-1) !== 'gap') items.push('gap');
  }
  return items;
}
