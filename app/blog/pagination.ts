// Blog constants and the pagination rule of spec §9.

export const BLOG_PAGE_SIZE = 8
export const POPULAR_POSTS_COUNT = 3
export const SKELETON_CARD_COUNT = 4

export type PaginationItem = { type: 'page'; page: number } | { type: 'ellipsis' }

/**
 * The numbered links under the list (spec §9): pages 1 to 3; an ellipsis when there are more than
 * 5 pages and the current page is before the last-2; the last page when there are more than 3.
 * Previous/Next links beside them reach the pages this rule leaves out.
 */
export function paginationItems(currentPage: number, totalPages: number): PaginationItem[] {
  const items: PaginationItem[] = []
  for (let page = 1; page <= Math.min(3, totalPages); page++) items.push({ type: 'page', page })
  if (totalPages > 5 && currentPage < totalPages - 2) items.push({ type: 'ellipsis' })
  if (totalPages > 3) items.push({ type: 'page', page: totalPages })
  return items
}

export function totalPagesFor(total: number, pageSize = BLOG_PAGE_SIZE) {
  return Math.max(1, Math.ceil(total / pageSize))
}

/** `?page=` as a positive integer; anything else is page 1. */
export function parsePage(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1
  return Math.max(1, Number(value))
}
