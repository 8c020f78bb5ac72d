import type { Route } from './+types/affiliates.ts'
import { PageIntro } from '~/components/page-intro.tsx'
import { pageMeta } from '~/utils/seo.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Affiliate Program',
    description: 'Real-estate professionals earn referral commissions (about $250 on average) by connecting clients with vetted contractors.',
    path: '/affiliates',
  })

export default function AffiliatesPage() {
  return (
    <PageIntro title={'Join the Harper Home Affiliate Program'}>
      <p>Brokers, agents and team leaders earn referral commissions — about $250 on average — by connecting their clients with vetted contractors. Membership is free and includes a course, live trainings and app tools valued at $279 per month per agent, with a 14-day onboarding. Applications are reviewed within 48 hours.</p>
    </PageIntro>
  )
}
