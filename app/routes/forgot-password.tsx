import { data, Link, useActionData } from 'react-router'
import type { Route } from './+types/forgot-password.ts'
import { privatePageHeaders } from '~/utils/headers.server.ts'
import { parseSubmission, readFormData } from '~/utils/form-action.server.ts'
import { ForgotPasswordSchema, PASSWORD_MESSAGES } from '~/accounts/password-schemas.ts'
import { requestPasswordReset } from '~/accounts/password-reset.server.ts'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card.tsx'
import { checkPublicForm } from '~/utils/form-protection.server.ts'
import { checkRateLimit, RATE_LIMIT_MESSAGE } from '~/utils/rate-limit.server.ts'
import { pageMeta } from '~/utils/seo.ts'
import { ForgotPasswordForm } from '~/components/password-forms.tsx'
import { Island } from '~/components/island.tsx'

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Forgot Password', description: 'Reset the password of your Harper Home account.', path: '/forgot-password', noindex: true })

export const headers: Route.HeadersFunction = privatePageHeaders

// per address (one visitor trying many emails) and per email (flooding one inbox)
const RESET_RATE_LIMIT = { name: 'password-reset', limit: 10, windowMs: 15 * 60 * 1000 }
const RESET_RATE_LIMIT_PER_EMAIL = { name: 'password-reset-email', limit: 3, windowMs: 60 * 60 * 1000 }

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request)
  const protection = await checkPublicForm(formData, { clientAddress: context.clientAddress, rule: RESET_RATE_LIMIT })
  if (protection.outcome === 'bot') return { status: 'requested' as const }
  const submission = parseSubmission(formData, { schema: ForgotPasswordSchema })
  if (protection.outcome === 'rate-limited') {
    return data(
      { status: 'error' as const, result: submission.reply({ formErrors: [protection.message] }) },
      { status: 429, headers: { 'Retry-After': String(protection.retryAfterSeconds) } },
    )
  }
  if (submission.status !== 'success') return data({ status: 'error' as const, result: submission.reply() }, { status: 400 })
  // counted with the ip in the key's first part, so this limits one address's tries at one inbox
  const perEmail = await checkRateLimit(context.clientAddress, RESET_RATE_LIMIT_PER_EMAIL, { extraKey: submission.value.email.toLowerCase() })
  if (!perEmail.allowed) {
    return data(
      { status: 'error' as const, result: submission.reply({ formErrors: [RATE_LIMIT_MESSAGE] }) },
      { status: 429, headers: { 'Retry-After': String(perEmail.retryAfterSeconds) } },
    )
  }
  await requestPasswordReset(submission.value.email)
  return { status: 'requested' as const }
}

export default function ForgotPasswordPage() {
  const actionData = useActionData<typeof action>()
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card>
        <CardHeader>
          <CardTitle as="h1">Reset Your Password</CardTitle>
          <CardDescription>Enter the email address of your Harper Home account and we'll send you a link to choose a new password.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          {actionData?.status === 'requested' ? (
            <p role="status" className="rounded-md border border-success/40 bg-success-subtle px-3 py-2 text-sm text-success-subtle-foreground">
              {PASSWORD_MESSAGES.resetRequested}
            </p>
          ) : (
            <Island
              name="forgot-password-form"
              component={ForgotPasswordForm}
              props={{ lastResult: actionData?.status === 'error' ? actionData.result : undefined }}
            />
          )}
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <Link to="/affiliate-auth" className="text-primary underline">
              Affiliate login
            </Link>
            <Link to="/vendor-login" className="text-primary underline">
              Vendor login
            </Link>
            <Link to="/admin-auth" className="text-primary underline">
              Admin login
            </Link>
          </div>
        </CardContent>
      </Card>
    </div>
  )
}
