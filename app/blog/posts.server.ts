import { db } from '~/utils/db.server.ts'

/** A published post's public fields by slug, or null for a missing or unpublished slug. */
export function findPublishedPostSummary(slug: string) {
  return db.blogPost.findFirst({
    where: { slug, status: 'published' },
    select: { title: true, slug: true, excerpt: true, category: true, authorName: true, publishedAt: true, metaTitle: true, metaDescription: true },
  })
}
