import { Feed } from 'feed'
import { latestPostsForFeed } from '~/blog/posts.server.ts'
import { getServerEnv } from '~/utils/env.server.ts'
import { SITE_NAME } from '~/utils/seo.ts'

// RSS 2.0 of the latest public posts, linked from /blog's head. Built with `feed`; the post HTML
// is the sanitised content (app/blog/html.server.ts), escaped as CDATA by the library.
export async function loader() {
  const origin = new URL(getServerEnv().PUBLIC_URL).origin
  let posts
  try {
    posts = await latestPostsForFeed()
  } catch (error) {
    console.error('building the blog feed failed', error)
    return new Response('Failed to load blog posts', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' } })
  }
  const feed = new Feed({
    title: `${SITE_NAME} Blog`,
    description: 'Guides for Florida homeowners and real-estate professionals: pipe repair, roofing, foundations, seawalls and more.',
    id: `${origin}/blog`,
    link: `${origin}/blog`,
    language: 'en-US',
    favicon: `${origin}/favicon.svg`,
    copyright: `© ${new Date().getFullYear()} ${SITE_NAME}`,
    updated: posts[0]?.publishedAt ?? undefined,
    generator: false,
    feedLinks: { rss: `${origin}/blog/rss.xml` },
  })
  for (const post of posts) {
    const link = `${origin}/blog/${encodeURIComponent(post.slug)}`
    feed.addItem({
      title: post.title,
      id: link,
      link,
      date: post.publishedAt ?? new Date(),
      description: post.excerpt ?? undefined,
      content: post.content,
      author: [{ name: post.authorName }],
      category: [{ name: post.category }, ...post.tags.map((tag) => ({ name: tag }))],
    })
  }
  return new Response(feed.rss2(), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  })
}
