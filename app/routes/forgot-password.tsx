import type { Route } from './+types/forgot-password.ts'
import { PageIntro } from '~/components/page-intro.tsx'
import { pageMeta } from '~/utils/seo.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Forgot Password',
    description: 'Reset the password of your Harper Home account.',
    path: '/forgot-password',
    noindex: true,
  })

export default function ForgotPasswordPage() {
  return (
    <PageIntro title={'Reset Your Password'}>
      <p>Enter the email address of your Harper Home account and we will send you a link to choose a new password. For your security the link works once and expires after one hour.</p>
    </PageIntro>
  )
}
