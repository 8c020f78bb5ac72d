import { db } from '~/utils/db.server.ts'
import { getServerEnv } from '~/utils/env.server.ts'
import { INDEXABLE_PAGES, sitemapXml } from '~/utils/seo.ts'

// Every indexable page plus every published blog post, with absolute PUBLIC_URL addresses.
// lastmod of a post is its publication date: updatedAt also moves when the view count does.
export async function loader() {
  const posts = await db.blogPost.findMany({
    // public posts only: a scheduled post joins the sitemap when it falls due
    where: { status: 'published', publishedAt: { lte: new Date() } },
    select: { slug: true, publishedAt: true, updatedAt: true },
    orderBy: { publishedAt: 'desc' },
  })
  const xml = sitemapXml(new URL(getServerEnv().PUBLIC_URL).origin, [
    ...INDEXABLE_PAGES.map(({ path, changefreq, priority }) => ({ path, changefreq, priority })),
    ...posts.map((post) => ({
      path: `/blog/${encodeURIComponent(post.slug)}`,
      lastmod: post.publishedAt ?? post.updatedAt,
      changefreq: 'monthly',
      priority: 0.6,
    })),
  ])
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
