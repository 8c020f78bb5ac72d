import { Link, useLocation } from 'react-router'
import { pageHref } from '~/utils/pagination.ts'

/**
 * 'Newer' and 'Older' under a long list, as links that keep the rest of the URL (other lists'
 * pages, filters) and come back to the list (`hash`): they work without JavaScript
 * (app/utils/pagination.ts). Nothing is shown when the list fits on one page.
 */
export function Pager({ name, page, hasOlder, hash, label }: { name: string; page: number; hasOlder: boolean; hash: string; label: string }) {
  const location = useLocation()
  if (page <= 1 && !hasOlder) return null
  const href = (to: number) => pageHref(`${location.pathname}${location.search}`, name, to, hash)
  const linkClass = 'rounded-md border border-border px-3 py-1.5 font-medium hover:bg-muted'
  return (
    <nav aria-label={label} className="mt-3 flex items-center justify-end gap-2 text-sm">
      {page > 1 ? (
        <Link to={href(page - 1)} preventScrollReset className={linkClass}>
          Newer
        </Link>
      ) : null}
      <span className="text-muted-foreground">Page {page}</span>
      {hasOlder ? (
        <Link to={href(page + 1)} preventScrollReset className={linkClass}>
          Older
        </Link>
      ) : null}
    </nav>
  )
}
