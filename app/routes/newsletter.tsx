import { data, useActionData } from 'react-router'
import type { Route } from './+types/newsletter.ts'
import { NewsletterForm } from '~/components/newsletter/newsletter-form.tsx'
import { PageIntro } from '~/components/page-intro.tsx'
import { newsletterSchemaFor, newsletterSuccessMessage, type NewsletterSource } from '~/newsletter/newsletter-schema.ts'
import { NEWSLETTER_RATE_LIMIT, subscribeToNewsletter } from '~/newsletter/subscriptions.server.ts'
import { parseSubmission, readFormData } from '~/utils/form-action.server.ts'
import { checkPublicForm } from '~/utils/form-protection.server.ts'
import { pipeHeaders } from '~/utils/headers.server.ts'
import { tooManyRequests } from '~/utils/rate-limit.server.ts'
import { safeRedirect } from '~/utils/safe-redirect.ts'
import { pageMeta } from '~/utils/seo.ts'
import { redirectWithToast } from '~/utils/toast.server.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Newsletter', description: 'Subscribe to the Harper Home newsletter.', path: '/newsletter', noindex: true })

// The blog's newsletter forms post here. Success (and a honeypot hit, which stores nothing) goes
// back to the page the form was on with the spec's text as a toast; errors render on this page.
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request)
  const source: NewsletterSource = formData.get('source') === 'footer' ? 'footer' : 'header'
  const back = safeRedirect(formData.get('redirectTo'), '/blog')
  const success = () => redirectWithToast(back, { type: 'success', description: newsletterSuccessMessage(source) })

  const protection = await checkPublicForm(formData, { clientAddress: context.clientAddress, rule: NEWSLETTER_RATE_LIMIT })
  if (protection.outcome === 'bot') return success()
  const submission = parseSubmission(formData, { schema: newsletterSchemaFor(source) })
  if (protection.outcome === 'rate-limited') {
    return data({ source, redirectTo: back, result: submission.reply({ formErrors: [protection.message] }) }, tooManyRequests(protection.retryAfterSeconds))
  }
  if (submission.status !== 'success') return data({ source, redirectTo: back, result: submission.reply() }, { status: 400 })
  const value = submission.value
  await subscribeToNewsletter({ email: value.email, name: 'name' in value ? value.name : null, source })
  return success()
}

export const headers = pipeHeaders

export default function NewsletterPage() {
  const actionData = useActionData<typeof action>()
  const source = actionData?.source ?? 'header'
  return (
    <>
      <PageIntro title="Subscribe to Our Newsletter">
        <p>
          Practical guides for Florida homeowners and the agents who help them, in your inbox. We send a confirmation link first; you can unsubscribe at any
          time.
        </p>
      </PageIntro>
      <section className="mx-auto max-w-xl px-4 pb-16 sm:px-6 lg:px-8">
        <NewsletterForm key={source} source={source} lastResult={actionData?.result} redirectTo={actionData?.redirectTo ?? '/blog'} />
      </section>
    </>
  )
}
