import type { Route } from './+types/about-harper.ts'
import { PageIntro } from '~/components/page-intro.tsx'
import { pageMeta } from '~/utils/seo.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'About Harper',
    description: 'Meet Harper, the AI assistant that matches homeowners with vetted contractors on 50+ factors.',
    path: '/about-harper',
  })

export default function AboutHarperPage() {
  return (
    <PageIntro title={'Meet Harper, Your Home Services Assistant'}>
      <p>Harper is the assistant behind Harper Home: it asks about your project, weighs more than 50 factors — service type, location, budget, urgency, licensing and reviews — and introduces you to the professionals best suited to the job. Homeowners, real-estate agents and our partners each use Harper a little differently.</p>
    </PageIntro>
  )
}
