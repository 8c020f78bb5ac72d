import { data, Link } from 'react-router'
import type { Route } from './+types/blog.$slug.ts'
import { BLOG_MESSAGES } from '~/blog/blog-post-schema.ts'
import { formatPostDate, formatViewCount } from '~/blog/format.ts'
import { publishedPostForCachedPage } from '~/blog/page-cache.server.ts'
import { findPostForPreview, visitPublishedPost } from '~/blog/posts.server.ts'
import { publicationState } from '~/blog/publishing.ts'
import { PostContent } from '~/components/blog/post-content.tsx'
import { ErrorPanel, GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { getUser } from '~/accounts/auth.server.ts'
import { isAdminAtAal2 } from '~/accounts/permissions.server.ts'
import { absoluteUrl, DEFAULT_OG_IMAGE, pageMeta, SITE_NAME } from '~/utils/seo.ts'

export async function loader({ request, params, context }: Route.LoaderArgs) {
  let visit
  try {
    // a page rendered to be kept for other visitors counts nothing: each visit counts itself and
    // fills in its own count (app/blog/page-cache.server.ts)
    visit = context.pageTemplate ? await publishedPostForCachedPage(params.slug) : await visitPublishedPost(request, params.slug)
  } catch (error) {
    console.error('loading a blog post failed', { slug: params.slug, error })
    throw data({ error: BLOG_MESSAGES.loadPostFailed }, { status: 500 })
  }
  if (visit) return { post: { ...visit.post, viewCount: visit.viewCount }, preview: false }
  // an admin may preview a draft or a scheduled post (noindex, not counted, not cached)
  const user = await getUser(request)
  if (await isAdminAtAal2(request, user)) {
    const draft = await findPostForPreview(params.slug)
    if (draft) return data({ post: draft, preview: true }, { headers: { 'Cache-Control': 'private, no-store' } })
  }
  throw data(null, { status: 404 })
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => {
  if (!loaderData) return [{ title: `${BLOG_MESSAGES.notFoundTitle} | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }]
  const { post, preview } = loaderData
  const path = `/blog/${post.slug}`
  const description = post.metaDescription ?? post.excerpt ?? `${post.title} — from the ${SITE_NAME} blog.`
  const image = post.featuredImageUrl ? { path: post.featuredImageUrl, width: 1200, height: 630, alt: post.title } : DEFAULT_OG_IMAGE
  return [
    ...pageMeta({ title: post.metaTitle ?? post.title, description, path, keywords: post.keywords, type: 'article', image, noindex: preview }),
    ...(post.publishedAt ? [{ property: 'article:published_time', content: new Date(post.publishedAt).toISOString() }] : []),
    { property: 'article:section', content: post.category },
    ...post.tags.map((tag) => ({ property: 'article:tag', content: tag })),
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description,
        image: absoluteUrl(image.path),
        datePublished: post.publishedAt ? new Date(post.publishedAt).toISOString() : undefined,
        dateModified: new Date(post.updatedAt).toISOString(),
        author: { '@type': post.authorName === SITE_NAME || post.authorName.endsWith('Team') ? 'Organization' : 'Person', name: post.authorName },
        publisher: { '@type': 'Organization', name: SITE_NAME, logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon.svg') } },
        mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(path) },
        articleSection: post.category,
        keywords: post.keywords.join(', ') || undefined,
      },
    },
  ]
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, preview } = loaderData
  const state = publicationState({ status: post.status, publishedAt: post.publishedAt ? new Date(post.publishedAt) : null })
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <Link to="/blog" className="text-sm font-medium text-primary underline">
        ← Back to Blog
      </Link>
      {preview ? (
        <p role="status" className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm">
          Preview of a {state === 'scheduled' ? 'scheduled' : 'draft'} post: only admins can see it.{' '}
          <Link to={`/admin/blog?edit=${post.id}`} className="font-medium underline">
            Edit
          </Link>
        </p>
      ) : null}
      <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-primary">{post.category}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{post.title}</h1>
      <p className="mt-3 flex flex-wrap gap-x-2 text-sm text-muted-foreground">
        <span>By {post.authorName}</span>
        {post.publishedAt ? (
          <>
            <span aria-hidden="true">·</span>
            <time dateTime={new Date(post.publishedAt).toISOString()}>{formatPostDate(post.publishedAt)}</time>
          </>
        ) : null}
        <span aria-hidden="true">·</span>
        <span>{post.readingMinutes} min read</span>
        {preview ? null : (
          <>
            <span aria-hidden="true">·</span>
            <span data-testid="view-count">{formatViewCount(post.viewCount)}</span>
          </>
        )}
      </p>
      {post.featuredImageUrl ? (
        <img src={post.featuredImageUrl} alt="" width={1200} height={600} className="mt-8 aspect-[2/1] w-full rounded-xl bg-muted object-cover" />
      ) : null}
      {post.excerpt ? <p className="mt-8 text-lg text-muted-foreground">{post.excerpt}</p> : null}
      <PostContent html={post.content} className="mt-8" />
      {post.tags.length ? (
        <ul className="mt-10 flex flex-wrap gap-2" aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag} className="rounded-full border border-border px-3 py-1 text-xs text-muted-foreground">
              #{tag}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  )
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => (
          <ErrorPanel title={BLOG_MESSAGES.notFoundTitle} message={BLOG_MESSAGES.notFound}>
            <Link to="/blog" className="font-medium text-primary underline">
              Back to Blog
            </Link>
          </ErrorPanel>
        ),
      }}
    />
  )
}
