import { data, Link } from 'react-router'
import type { Route } from './+types/blog.$slug.ts'
import { ErrorPanel, GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { findPublishedPostSummary } from '~/blog/posts.server.ts'
import { pageMeta } from '~/utils/seo.ts'

export async function loader({ params }: Route.LoaderArgs) {
  const post = await findPublishedPostSummary(params.slug)
  if (!post) throw data(null, { status: 404 })
  return { post }
}

export const meta: Route.MetaFunction = ({ data: loaderData, params }) =>
  loaderData
    ? pageMeta({
        title: loaderData.post.metaTitle ?? loaderData.post.title,
        description: loaderData.post.metaDescription ?? loaderData.post.excerpt ?? '',
        path: `/blog/${params.slug}`,
      })
    : [{ title: 'Post Not Found | Harper Home' }, { name: 'robots', content: 'noindex' }]

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <Link to="/blog" className="text-sm font-medium text-primary underline">← Back to Blog</Link>
      <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-primary">{post.category}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{post.title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        By {post.authorName}
        {post.publishedAt ? <> · <time dateTime={post.publishedAt.toISOString()}>{post.publishedAt.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })}</time></> : null}
      </p>
      {post.excerpt ? <p className="mt-6 text-lg text-muted-foreground">{post.excerpt}</p> : null}
    </article>
  )
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => (
          <ErrorPanel title="Post Not Found" message="The blog post you're looking for doesn't exist.">
            <Link to="/blog" className="font-medium text-primary underline">Back to Blog</Link>
          </ErrorPanel>
        ),
      }}
    />
  )
}
