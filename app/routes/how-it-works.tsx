import type { Route } from './+types/how-it-works.ts'
import { PageIntro } from '~/components/page-intro.tsx'
import { pageMeta } from '~/utils/seo.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'How Harper Home Works',
    description: 'Explains the flow',
    path: '/how-it-works',
  })

export default function HowItWorksPage() {
  return (
    <PageIntro title={'How It Works'}>
      <p>Tell Harper what your home needs, get matched with vetted local professionals, and book the work with confidence. This page walks homeowners through the three steps, shows how every contractor in our network is vetted, and explains the 14-day onboarding for real-estate professionals who join our affiliate programme.</p>
    </PageIntro>
  )
}
