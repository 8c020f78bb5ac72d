import type { Route } from './+types/roofing-services.ts'
import { PageIntro } from '~/components/page-intro.tsx'
import { pageMeta } from '~/utils/seo.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Roofing Services',
    description: 'Roof repairs, replacements and inspections from vetted Florida roofers, estimated with satellite imagery.',
    path: '/roofing-services',
  })

export default function RoofingServicesPage() {
  return (
    <PageIntro title={'Roofing Repairs, Replacements and Inspections'}>
      <p>From storm damage to full replacements, Harper matches you with vetted roofing contractors who measure your roof from satellite imagery and deliver estimates within 24 hours. Realtors can get a roof inspection booked before listing.</p>
    </PageIntro>
  )
}
