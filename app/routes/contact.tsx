import type { Route } from './+types/contact.ts'
import { PageIntro } from '~/components/page-intro.tsx'
import { pageMeta } from '~/utils/seo.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Contact Us',
    description: 'Reach the Harper Home team in Cocoa Beach, FL: general questions, partnerships and homeowner support.',
    path: '/contact',
  })

export default function ContactPage() {
  return (
    <PageIntro title={'Get in Touch'}>
      <p>Questions about a project, our vendor network or the affiliate programme? Write to the channel that fits, call our support line during business hours (Mon-Fri 9-5 EDT, Sat 10-2 EDT), or send us a message — we respond within 1-2 business days.</p>
    </PageIntro>
  )
}
