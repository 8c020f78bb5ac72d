import { data, Link } from 'react-router'
import type { Route } from './+types/blog.ts'
import { Island } from '~/components/island.tsx'
import { BLOG_MESSAGES } from '~/blog/blog-post-schema.ts'
import { blogHref } from '~/blog/format.ts'
import { normalizeSearchQuery } from '~/blog/html.server.ts'
import { parsePage, SKELETON_CARD_COUNT } from '~/blog/pagination.ts'
import { BLOG_LIST_ID, BLOG_LIST_LOADING_ID } from '~/blog/list-loading.ts'
import { listPublishedPosts, popularPosts, publishedCategories } from '~/blog/posts.server.ts'
import { BlogPagination } from '~/components/blog/blog-pagination.tsx'
import { BlogSidebar } from '~/components/blog/blog-sidebar.tsx'
import { PostCard, PostCardSkeleton } from '~/components/blog/post-card.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { NewsletterForm } from '~/components/newsletter/newsletter-form.tsx'
import { PageIntro } from '~/components/page-intro.tsx'
import { pageMeta } from '~/utils/seo.ts'
import { truncateText } from '~/utils/misc.ts'

export const links: Route.LinksFunction = () => [{ rel: 'alternate', type: 'application/rss+xml', title: 'Harper Home Blog', href: '/blog/rss.xml' }]

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const page = parsePage(url.searchParams.get('page'))
  const q = normalizeSearchQuery(url.searchParams.get('q'))
  const category = truncateText(url.searchParams.get('category')?.trim() ?? '', 60) || null
  const [list, categories, popular] = await Promise.allSettled([listPublishedPosts({ page, q, category }), publishedCategories(), popularPosts()])
  for (const [name, result] of [
    ['list', list],
    ['categories', categories],
    ['popular', popular],
  ] as const) {
    if (result.status === 'rejected') console.error(`loading the blog ${name} failed`, result.reason)
  }
  const sidebar = {
    categories: categories.status === 'fulfilled' ? categories.value : [],
    popular: popular.status === 'fulfilled' ? popular.value : [],
  }
  if (list.status === 'rejected') {
    return data({ page, q, category, ...sidebar, posts: [], total: 0, totalPages: 1, error: BLOG_MESSAGES.loadListFailed }, { status: 500 })
  }
  return { page, q, category, ...sidebar, ...list.value, error: null }
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => {
  const page = loaderData?.page ?? 1
  const category = loaderData?.category ?? null
  const title = [category ? `${category} Articles` : 'Blog', page > 1 ? `Page ${page}` : null].filter(Boolean).join(' – ')
  return pageMeta({
    title,
    description: 'Guides for Florida homeowners and real-estate professionals: pipe repair, roofing, foundations, seawalls and more.',
    path: blogHref({ page, category }),
    // search results are for visitors, not for search engines
    noindex: Boolean(loaderData?.q),
  })
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { posts, total, page, totalPages, q, category, categories, popular, error } = loaderData
  const here = blogHref({ page, q, category })

  return (
    <>
      <PageIntro title="The Harper Home Blog">
        <p>
          Practical guides for Florida homeowners and the agents who help them: when to line a pipe instead of replacing it, how to prepare a roof for hurricane
          season, what foundation cracks mean on sandy soil, and news from our network.
        </p>
        <section aria-labelledby="newsletter-header-heading" className="mt-6 max-w-xl">
          <h2 id="newsletter-header-heading" className="text-base font-semibold text-foreground">
            Get the latest insights in your inbox
          </h2>
          <Island name="newsletter-header" component={NewsletterForm} props={{ source: 'header', redirectTo: here, className: 'mt-2' }} />
        </section>
      </PageIntro>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-16 sm:px-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:px-8">
        <section aria-labelledby="blog-posts-heading">
          <h2 id="blog-posts-heading" className="sr-only">
            Posts
          </h2>
          {q || category ? (
            <p className="mb-4 text-sm text-muted-foreground" role="status">
              {total} {total === 1 ? 'post' : 'posts'}
              {category ? (
                <>
                  {' '}
                  in <strong>{category}</strong>
                </>
              ) : null}
              {q ? (
                <>
                  {' '}
                  matching <strong>“{q}”</strong>
                </>
              ) : null}
              {' · '}
              <Link to="/blog" className="text-primary underline">
                Show all posts
              </Link>
            </p>
          ) : null}
          <div id={BLOG_LIST_ID}>
            {error ? (
              <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-4 py-3 text-destructive">
                {error}
              </p>
            ) : posts.length === 0 ? (
              <p className="rounded-xl border border-dashed border-border p-10 text-center text-muted-foreground">{BLOG_MESSAGES.empty}</p>
            ) : (
              <ul className="grid gap-6 sm:grid-cols-2">
                {posts.map((post) => (
                  <li key={post.id}>
                    <PostCard post={post} />
                  </li>
                ))}
              </ul>
            )}
            {error ? null : <BlogPagination page={page} totalPages={totalPages} q={q} category={category} />}
          </div>
          {/* shown in the list's place while the next list loads (app/blog/list-loading.ts) */}
          <template id={BLOG_LIST_LOADING_ID}>
            <ul className="grid gap-6 sm:grid-cols-2">
              {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
                <li key={index}>
                  <PostCardSkeleton />
                </li>
              ))}
            </ul>
          </template>
        </section>
        <BlogSidebar q={q} category={category} categories={categories} popular={popular} />
      </div>

      <section id="newsletter" aria-labelledby="newsletter-footer-heading" className="mx-auto mb-16 max-w-4xl scroll-mt-24 px-4 sm:px-6 lg:px-8">
        <div className="rounded-xl border border-border bg-surface p-6">
          <h2 id="newsletter-footer-heading" className="text-xl font-semibold">
            Join the Harper Home community
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">Guides, project stories and news from our network. Confirm by email; unsubscribe at any time.</p>
          <Island name="newsletter-footer" component={NewsletterForm} props={{ source: 'footer', redirectTo: here, className: 'mt-4 max-w-md' }} />
        </div>
      </section>
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
