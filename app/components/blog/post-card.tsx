import { Link } from 'react-router'
import { formatPostDate } from '~/blog/format.ts'
import { Skeleton } from '~/components/ui/skeleton.tsx'

export type PostCardPost = {
  id: string
  title: string
  slug: string
  excerpt: string | null
  authorName: string
  publishedAt: Date | null
  category: string
  featuredImageUrl: string | null
}

export function PostCard({ post }: { post: PostCardPost }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-sm">
      {post.featuredImageUrl ? (
        <img
          src={post.featuredImageUrl}
          alt=""
          width={640}
          height={320}
          loading="lazy"
          decoding="async"
          className="aspect-[2/1] w-full bg-muted object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{post.category}</p>
        <h2 className="text-lg font-semibold leading-snug">
          <Link to={`/blog/${post.slug}`} className="hover:underline">
            {post.title}
          </Link>
        </h2>
        {post.excerpt ? <p className="line-clamp-3 text-sm text-muted-foreground">{post.excerpt}</p> : null}
        <p className="mt-auto pt-2 text-xs text-muted-foreground">
          {post.authorName}
          {post.publishedAt ? (
            <>
              {' · '}
              <time dateTime={new Date(post.publishedAt).toISOString()}>{formatPostDate(post.publishedAt)}</time>
            </>
          ) : null}
        </p>
      </div>
    </article>
  )
}

/** A card's shape while a client-side navigation loads the list. */
export function PostCardSkeleton() {
  return (
    <div data-testid="post-card-skeleton" className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-surface">
      <Skeleton className="aspect-[2/1] w-full rounded-none" />
      <div className="flex flex-col gap-3 p-5">
        <Skeleton className="h-3 w-24" />
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </div>
  )
}
