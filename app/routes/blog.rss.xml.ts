import { renderRssFeed } from '~/blog/rss-feed.ts'
import { latestPostsForFeed } from '~/blog/posts.server.ts'
import { getServerEnv } from '~/utils/env.server.ts'
import { SITE_NAME } from '~/utils/seo.ts'

// RSS 2.0 of the latest public posts, linked from /blog's head. The post HTML is the sanitised
// content (app/blog/html.server.ts); app/blog/rss-feed.ts escapes every text into the XML.
export async function loader() {
  const origin = new URL(getServerEnv().PUBLIC_URL).origin
  let posts
  try {
    posts = await latestPostsForFeed()
  } catch (error) {
    console.error('building the blog feed failed', error)
    return new Response('Failed to load blog posts', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' } })
  }
  const xml = renderRssFeed(
    {
      title: `${SITE_NAME} Blog`,
      link: `${origin}/blog`,
      selfLink: `${origin}/blog/rss.xml`,
      description: 'Guides for Florida homeowners and real-estate professionals: pipe repair, roofing, foundations, seawalls and more.',
      language: 'en-US',
      copyright: `© ${new Date().getFullYear()} ${SITE_NAME}`,
      lastBuildDate: posts[0]?.publishedAt ?? new Date(),
    },
    posts.map((post) => ({
      title: post.title,
      link: `${origin}/blog/${encodeURIComponent(post.slug)}`,
      publishedAt: post.publishedAt ?? new Date(),
      summary: post.excerpt,
      contentHtml: post.content,
      authorName: post.authorName,
      categories: [post.category, ...post.tags],
    })),
  )
  return new Response(xml, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  })
}
