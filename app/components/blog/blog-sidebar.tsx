import { Form, Link } from 'react-router'
import { blogHref, formatPostDate } from '~/blog/format.ts'
import { Button } from '~/components/ui/button.tsx'
import { Input } from '~/components/ui/input.tsx'
import { cn } from '~/utils/misc.ts'

type Category = { category: string; count: number }
type PopularPost = { id: string; title: string; slug: string; publishedAt: Date | null }

/** Search, categories with counts, the most viewed posts and the subscribe prompt (spec §2). */
export function BlogSidebar({ q, category, categories, popular }: { q: string; category: string | null; categories: Category[]; popular: PopularPost[] }) {
  const total = categories.reduce((sum, entry) => sum + entry.count, 0)
  return (
    <aside className="flex flex-col gap-8" aria-label="Blog sidebar">
      <section aria-labelledby="blog-search-heading">
        <h2 id="blog-search-heading" className="text-base font-semibold">
          Search
        </h2>
        <Form method="get" action="/blog" role="search" className="mt-3 flex gap-2">
          <label htmlFor="blog-search" className="sr-only">
            Search posts
          </label>
          <Input id="blog-search" type="search" name="q" defaultValue={q} key={q} placeholder="Search posts" maxLength={100} />
          {category ? <input type="hidden" name="category" value={category} /> : null}
          <Button type="submit">Search</Button>
        </Form>
      </section>

      <section aria-labelledby="blog-categories-heading">
        <h2 id="blog-categories-heading" className="text-base font-semibold">
          Categories
        </h2>
        <ul className="mt-3 flex flex-col gap-1 text-sm">
          <li>
            <CategoryLink href={blogHref({ q })} active={!category} label="All posts" count={total} />
          </li>
          {categories.map((entry) => (
            <li key={entry.category}>
              <CategoryLink href={blogHref({ q, category: entry.category })} active={entry.category === category} label={entry.category} count={entry.count} />
            </li>
          ))}
        </ul>
      </section>

      {popular.length ? (
        <section aria-labelledby="blog-popular-heading">
          <h2 id="blog-popular-heading" className="text-base font-semibold">
            Popular Posts
          </h2>
          <ol className="mt-3 flex flex-col gap-3 text-sm">
            {popular.map((post) => (
              <li key={post.id}>
                <Link to={`/blog/${post.slug}`} className="font-medium hover:underline">
                  {post.title}
                </Link>
                {post.publishedAt ? <p className="text-xs text-muted-foreground">{formatPostDate(post.publishedAt)}</p> : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      <section aria-labelledby="blog-subscribe-heading" className="rounded-xl border border-brand-200 bg-brand-50 p-5">
        <h2 id="blog-subscribe-heading" className="text-base font-semibold">
          Subscribe
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">New guides for Florida homeowners and agents, straight to your inbox.</p>
        <a href="#newsletter" className="mt-3 inline-block text-sm font-medium text-primary underline">
          Subscribe to the newsletter
        </a>
      </section>
    </aside>
  )
}

function CategoryLink({ href, active, label, count }: { href: string; active: boolean; label: string; count: number }) {
  return (
    <Link
      to={href}
      aria-current={active ? 'page' : undefined}
      className={cn('flex min-h-9 items-center justify-between rounded-md px-2 hover:bg-accent', active && 'bg-accent font-semibold')}
    >
      <span>{label}</span>
      <span className="text-muted-foreground">
        {count}
        <span className="sr-only"> posts</span>
      </span>
    </Link>
  )
}
