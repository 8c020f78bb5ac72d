// The dashboards' long lists, a page at a time (docs/decisions/0047): the page number is in the
// URL (`?<name>=2`), so 'Newer' and 'Older' are plain links that work without JavaScript, and a
// list's page is read with one row more than it shows, which says whether an older page exists.

/** The highest page a URL may ask for: beyond it the list's query would only skip rows. */
export const MAX_PAGE = 1_000

/** The page `name` names in `url` (1 when absent, malformed or out of range). */
export function pageNumber(url: URL, name: string): number {
  const value = url.searchParams.get(name)
  if (!value || !/^\d{1,4}$/.test(value)) return 1
  return Math.min(Math.max(Number(value), 1), MAX_PAGE)
}

/** Prisma's `skip` and `take` for a page of `size` rows: one more than shown, to know whether there is another. */
export function pageWindow(page: number, size: number) {
  return { skip: (page - 1) * size, take: size + 1 }
}

export type Paged<T> = { rows: T[]; page: number; hasOlder: boolean }

/** The rows of a page read with `pageWindow`, and whether an older page exists. */
export function paged<T>(rows: T[], page: number, size: number): Paged<T> {
  return { rows: rows.slice(0, size), page, hasOlder: rows.length > size }
}

/** The URL of page `page` of list `name`, keeping the rest of the query (other lists' pages, filters) and jumping to `hash`. */
export function pageHref(url: URL | string, name: string, page: number, hash = ''): string {
  const target = new URL(url, 'http://localhost')
  if (page <= 1) target.searchParams.delete(name)
  else target.searchParams.set(name, String(page))
  const search = target.searchParams.toString()
  return `${target.pathname}${search ? `?${search}` : ''}${hash ? `#${hash}` : ''}`
}
