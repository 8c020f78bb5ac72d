import type { Route } from './+types/privacy.ts'
import { PageIntro } from '~/components/page-intro.tsx'
import { pageMeta } from '~/utils/seo.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Privacy Policy', description: 'What Harper Home collects, why, how long we keep it and how to reach us.', path: '/privacy' })

export default function PrivacyPage() {
  return (
    <PageIntro title="Privacy Policy">
      <p>
        Harper Home, of Cocoa Beach, Florida, collects only what it needs to connect you with contractors: what you type
        into our forms and into the chat with Harper, and a session cookie when you sign in. We share a homeowner's
        request only with the vetted professionals it is matched with, never sell personal data, and answer questions
        about your data at privacy@harperhome.example.
      </p>
    </PageIntro>
  )
}
