import type { Route } from './+types/for-vendors.ts'
import { PageIntro } from '~/components/page-intro.tsx'
import { pageMeta } from '~/utils/seo.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'For Vendors | Join the Trusted Marketplace',
    description: 'Apply to join Harper Home’s network of vetted contractors and receive qualified homeowner leads.',
    path: '/for-vendors',
    siteName: false,
  })

export default function ForVendorsPage() {
  return (
    <PageIntro title={'Grow Your Business with Qualified Homeowner Leads'}>
      <p>Harper Home connects licensed, insured contractors with homeowners who are ready to book. Applying is free and takes under 10 minutes; our team verifies your license and insurance within 2-3 business days, and onboarding is complete in 7-10 days.</p>
    </PageIntro>
  )
}

import { submitVendorApplication } from '~/applications/vendor-applications.server.ts'
export async function action({ request }: Route.ActionArgs) {
  return submitVendorApplication(request)
}
