import type { Route } from './+types/vendor-dashboard.ts'
import { PageIntro } from '~/components/page-intro.tsx'
import { pageMeta } from '~/utils/seo.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Vendor Dashboard',
    description: 'A preview of the Harper Home vendor dashboard: matches, revenue, scheduled jobs and messages.',
    path: '/vendor-dashboard',
    noindex: true,
  })

export default function VendorDashboardPage() {
  return (
    <PageIntro title={'Vendor Dashboard'}>
      <p>This is a preview of the dashboard our vendors use to see new homeowner matches, scheduled jobs, revenue and messages in one place. Vendors who have been approved sign in through the vendor portal; questions about your account go to our team through the contact page.</p>
    </PageIntro>
  )
}
