import { data, Form, Link, useNavigation } from 'react-router'
import type { Route } from './+types/newsletter.unsubscribe.ts'
import { PageIntro } from '~/components/page-intro.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { StatusButton } from '~/components/ui/status-button.tsx'
import { findSubscriberByUnsubscribeToken, unsubscribeFromNewsletter } from '~/newsletter/subscriptions.server.ts'
import { pageMeta } from '~/utils/seo.ts'
import { readFormData } from '~/utils/form-action.server.ts'
import { COMPANY } from '~/marketing/company.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Unsubscribe', description: 'Unsubscribe from the Harper Home newsletter.', path: '/newsletter/unsubscribe', noindex: true })

// GET only shows a button: mail scanners follow links, and a GET must not unsubscribe anyone.
// The POST comes from that button, or from a mail client's one-click unsubscribe (RFC 8058),
// which posts to the List-Unsubscribe URL with the token in the query string.
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token')
  const subscriber = await findSubscriberByUnsubscribeToken(token)
  if (!subscriber) return data({ status: 'invalid' as const, token: null }, { status: 400 })
  return { status: subscriber.unsubscribedAt ? ('unsubscribed' as const) : ('ask' as const), token }
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await readFormData(request)
  const token = formData.get('token')?.toString() ?? new URL(request.url).searchParams.get('token')
  const outcome = await unsubscribeFromNewsletter(token)
  if (outcome === 'invalid') return data({ status: 'invalid' as const }, { status: 400 })
  return { status: 'unsubscribed' as const }
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const status = actionData?.status ?? loaderData.status
  if (status === 'unsubscribed') {
    return (
      <PageIntro title="You have been unsubscribed.">
        <p>You will not receive the Harper Home newsletter any more. Changed your mind? You can subscribe again at any time.</p>
        <Link to="/newsletter" className={buttonVariants({ variant: 'outline', className: 'mt-6' })}>
          Subscribe again
        </Link>
      </PageIntro>
    )
  }
  if (status === 'invalid') {
    return (
      <PageIntro title="This unsubscribe link is not valid">
        <p>It may have been copied incompletely. Use the link in the latest newsletter email, or write to {COMPANY.email} and we will remove your address.</p>
      </PageIntro>
    )
  }
  return (
    <PageIntro title="Unsubscribe from the newsletter">
      <p>Confirm that you no longer want to receive the Harper Home newsletter.</p>
      <Form method="post" className="mt-6">
        <input type="hidden" name="token" value={loaderData.token ?? ''} />
        <StatusButton status={navigation.state === 'submitting' ? 'pending' : 'idle'} pendingText="Unsubscribing...">
          Unsubscribe
        </StatusButton>
      </Form>
    </PageIntro>
  )
}
