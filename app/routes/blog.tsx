import type { Route } from './+types/blog.ts'
import { PageIntro } from '~/components/page-intro.tsx'
import { pageMeta } from '~/utils/seo.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Blog',
    description: 'Guides for Florida homeowners and real-estate professionals: pipe repair, roofing, foundations, seawalls and more.',
    path: '/blog',
  })

export default function BlogPage() {
  return (
    <PageIntro title={'The Harper Home Blog'}>
      <p>Practical guides for Florida homeowners and the agents who help them: when to line a pipe instead of replacing it, how to prepare a roof for hurricane season, what foundation cracks mean on sandy soil, and news from our network.</p>
    </PageIntro>
  )
}
