import type { Route } from './+types/find-services.ts'
import { PageIntro } from '~/components/page-intro.tsx'
import { pageMeta } from '~/utils/seo.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Find Services',
    description: 'Search Harper Home’s directory of vetted Florida contractors by service, location, budget and urgency.',
    path: '/find-services',
  })

export default function FindServicesPage() {
  return (
    <PageIntro title={'Find Trusted Home Service Professionals'}>
      <p>Search our network of vetted contractors across Florida by service type, ZIP code or city, budget and how soon you need the work done. Every professional is licensed, insured and reviewed by homeowners like you.</p>
    </PageIntro>
  )
}
