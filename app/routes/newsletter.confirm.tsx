import { data, Link } from 'react-router'
import type { Route } from './+types/newsletter.confirm.ts'
import { PageIntro } from '~/components/page-intro.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { confirmNewsletterSubscription } from '~/newsletter/subscriptions.server.ts'
import { pageMeta } from '~/utils/seo.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Newsletter confirmation', description: 'Confirm your Harper Home newsletter subscription.', path: '/newsletter/confirm', noindex: true })

// The link in the confirmation email. Confirming is idempotent in effect (the token is cleared),
// so a second visit answers "invalid" with a way to subscribe again.
export async function loader({ request }: Route.LoaderArgs) {
  const outcome = await confirmNewsletterSubscription(new URL(request.url).searchParams.get('token'))
  if (outcome.status === 'confirmed') return { status: 'confirmed' as const, unsubscribeUrl: outcome.unsubscribeUrl }
  return data({ status: outcome.status, unsubscribeUrl: null }, { status: outcome.status === 'expired' ? 410 : 400 })
}

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  if (loaderData.status === 'confirmed') {
    return (
      <PageIntro title="Subscription confirmed">
        <p>Thanks! You'll receive the Harper Home newsletter. Every email has an unsubscribe link, and you can also unsubscribe here at any time:</p>
        <p className="mt-4 text-base">
          <a href={loaderData.unsubscribeUrl!} className="text-primary underline underline-offset-4">
            Unsubscribe from the newsletter
          </a>
        </p>
        <Link to="/blog" className={buttonVariants({ className: 'mt-6' })}>
          Read the blog
        </Link>
      </PageIntro>
    )
  }
  return (
    <PageIntro title={loaderData.status === 'expired' ? 'This confirmation link has expired' : 'This confirmation link is not valid'}>
      <p>
        {loaderData.status === 'expired' ? 'Confirmation links are valid for 7 days.' : 'It may already have been used, or it was copied incompletely.'}{' '}
        Subscribe again and we'll send you a new link.
      </p>
      <Link to="/newsletter" className={buttonVariants({ className: 'mt-6' })}>
        Subscribe again
      </Link>
    </PageIntro>
  )
}
