import { Link } from 'react-router'
import { blogHref } from '~/blog/format.ts'
import { paginationItems } from '~/blog/pagination.ts'
import { cn } from '~/utils/misc.ts'

const linkShape = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 text-sm font-medium'
const linkClass = `${linkShape} border-border hover:bg-accent`

/** Previous, the numbered links of the spec's rule (§9), Next; plain links, so they work without JavaScript. */
export function BlogPagination({ page, totalPages, q, category }: { page: number; totalPages: number; q: string; category: string | null }) {
  if (totalPages <= 1) return null
  const href = (target: number) => blogHref({ page: target, q, category })
  return (
    <nav aria-label="Blog pages" className="mt-10 flex flex-col items-center gap-3">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} className={linkClass} rel="prev">
              Previous
            </Link>
          </li>
        ) : null}
        {paginationItems(page, totalPages).map((item, index) =>
          item.type === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} aria-hidden="true" className="px-2 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                to={href(item.page)}
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={`Page ${item.page}`}
                className={item.page === page ? cn(linkShape, 'border-primary bg-primary text-primary-foreground hover:bg-primary') : linkClass}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        {page < totalPages ? (
          <li>
            <Link to={href(page + 1)} className={linkClass} rel="next">
              Next
            </Link>
          </li>
        ) : null}
      </ul>
      <p className="text-sm text-muted-foreground">
        Page {page} of {totalPages}
      </p>
    </nav>
  )
}
