import type { Route } from './+types/terms.ts'
import { PageIntro } from '~/components/page-intro.tsx'
import { pageMeta } from '~/utils/seo.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Terms of Service', description: 'The terms for homeowners, vendors and affiliates using Harper Home.', path: '/terms' })

export default function TermsPage() {
  return (
    <PageIntro title="Terms of Service">
      <p>
        Harper Home is a marketplace: we introduce homeowners to independent, vetted contractors, who contract with
        homeowners directly and are responsible for their own work, licences and insurance. Affiliates earn referral
        commissions under the programme rules, and vendors agree to keep their licence and insurance current. Questions
        about these terms go to legal@harperhome.example.
      </p>
    </PageIntro>
  )
}
