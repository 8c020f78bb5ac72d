import type { Route } from './+types/blog.ts'
import { NewsletterForm } from '~/components/newsletter/newsletter-form.tsx'
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
    <>
      <PageIntro title={'The Harper Home Blog'}>
        <p>Practical guides for Florida homeowners and the agents who help them: when to line a pipe instead of replacing it, how to prepare a roof for hurricane season, what foundation cracks mean on sandy soil, and news from our network.</p>
        <section aria-labelledby="newsletter-header-heading" className="mt-6 max-w-xl">
          <h2 id="newsletter-header-heading" className="text-base font-semibold text-foreground">Get the latest insights in your inbox</h2>
          <NewsletterForm source="header" className="mt-2" />
        </section>
      </PageIntro>
      <section id="newsletter" aria-labelledby="newsletter-footer-heading" className="mx-auto mb-16 max-w-4xl px-4 sm:px-6 lg:px-8">
        <div className="rounded-xl border border-border bg-surface p-6">
          <h2 id="newsletter-footer-heading" className="text-xl font-semibold">Join the Harper Home community</h2>
          <p className="mt-1 text-sm text-muted-foreground">Guides, project stories and news from our network. Confirm by email; unsubscribe at any time.</p>
          <NewsletterForm source="footer" className="mt-4 max-w-md" />
        </div>
      </section>
    </>
  )
}
