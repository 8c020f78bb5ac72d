import { getFormProps } from '@conform-to/react'
import { data, Form, Link, redirect, useActionData } from 'react-router'
import type { Route } from './+types/admin-auth.verify.ts'
import { auditSecondFactor, checkCodeGuess, pendingAdminOf, signInFirst, stepUpSession } from '~/accounts/two-factor-steps.server.ts'
import { TWO_FACTOR_MESSAGES, TWO_FACTOR_PATHS, TwoFactorVerifySchema } from '~/accounts/two-factor-schemas.ts'
import { verifySecondFactor } from '~/accounts/two-factor.server.ts'
import { FormErrors } from '~/components/form-errors.tsx'
import { InputField } from '~/components/input-field.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card.tsx'
import { StatusButton } from '~/components/ui/status-button.tsx'
import { parseSubmission, readFormData } from '~/utils/form-action.server.ts'
import { useSchemaForm } from '~/utils/forms.ts'
import { FORM_ID_FIELD, useIsPending } from '~/utils/use-is-pending.ts'
import { privatePageHeaders } from '~/utils/headers.server.ts'
import { RATE_LIMIT_MESSAGE, tooManyRequests } from '~/utils/rate-limit.server.ts'
import { pageMeta } from '~/utils/seo.ts'
import { createToastHeaders } from '~/utils/toast.server.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Two-Step Verification', description: 'The second step of the admin sign-in.', path: TWO_FACTOR_PATHS.verify, noindex: true })

export const headers: Route.HeadersFunction = privatePageHeaders

// The second step of the admin sign-in (docs/decisions/0023): a code from the authenticator app
// or a recovery code turns the aal1 session into a new aal2 one.
export async function loader({ request }: Route.LoaderArgs) {
  const pending = await pendingAdminOf(request)
  if (!pending) signInFirst(request)
  if (pending.state !== 'verified') throw redirect(`${TWO_FACTOR_PATHS.enrol}${new URL(request.url).search}`)
  return null
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request)
  const pending = await pendingAdminOf(request)
  if (!pending) signInFirst(request)
  if (pending.state !== 'verified') throw redirect(`${TWO_FACTOR_PATHS.enrol}${new URL(request.url).search}`)
  const submission = parseSubmission(form, { schema: TwoFactorVerifySchema })
  const reply = (init: ResponseInit, formErrors?: string[]) => data({ result: submission.reply({ formErrors, hideFields: ['code'] }) }, init)
  if (submission.status !== 'success') return reply({ status: 400 })

  const audit = { request, clientAddress: context.clientAddress }
  const { code } = submission.value
  const userId = pending.user.id
  const guess = await checkCodeGuess(
    audit,
    'verify',
    userId,
    code,
    () => verifySecondFactor(userId, code),
    ({ status }) => status === 'invalid',
  )
  if (guess.status === 'rate_limited') return reply(tooManyRequests(guess.retryAfterSeconds), [RATE_LIMIT_MESSAGE])
  const { outcome } = guess
  if (outcome.status !== 'verified') {
    await auditSecondFactor(audit, 'verify', pending.user.id, 'failure', { reason: outcome.status })
    return reply({ status: 400 }, [outcome.status === 'replayed' ? TWO_FACTOR_MESSAGES.replayedCode : TWO_FACTOR_MESSAGES.invalidCode])
  }
  await auditSecondFactor(audit, 'verify', pending.user.id, 'success', { method: outcome.method })
  const headers = await createToastHeaders({
    type: 'success',
    description: outcome.method === 'recovery-code' ? TWO_FACTOR_MESSAGES.recoveryCodeUsed(outcome.recoveryCodesLeft ?? 0) : TWO_FACTOR_MESSAGES.verified,
  })
  headers.append('Set-Cookie', await stepUpSession(request, context.clientAddress))
  return redirect(pending.target, { headers })
}

export default function AdminVerify() {
  const actionData = useActionData<typeof action>()
  const [form, fields] = useSchemaForm({ id: 'admin-verify', schema: TwoFactorVerifySchema, lastResult: actionData?.result })
  const pending = useIsPending('admin-verify')
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card>
        <CardHeader>
          <CardTitle as="h1">Two-Step Verification</CardTitle>
          <CardDescription>Enter the 6-digit code from your authenticator app, or one of your recovery codes.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <Form method="post" {...getFormProps(form)} className="space-y-5">
            <input type="hidden" name={FORM_ID_FIELD} value="admin-verify" />
            <FormErrors id={form.errorId} errors={form.errors} />
            <InputField field={fields.code} label="Authentication code" type="text" autoComplete="one-time-code" autoFocus spellCheck={false} />
            <StatusButton status={pending ? 'pending' : 'idle'} pendingText="Verifying..." className="w-full">
              Verify
            </StatusButton>
          </Form>
          <p className="text-sm text-muted-foreground">
            Lost your device and your recovery codes? Ask the site's operator to reset your second factor.{' '}
            <Link to="/" className="text-primary underline">
              Back to the site
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  )
}
