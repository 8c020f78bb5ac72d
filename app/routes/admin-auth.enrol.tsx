import { getFormProps } from '@conform-to/react'
import { data, Form, Link, redirect, useActionData, type ShouldRevalidateFunctionArgs } from 'react-router'
import type { Route } from './+types/admin-auth.enrol.ts'
import {
  auditSecondFactor,
  checkCodeGuess,
  enrolmentTokenOf,
  pendingAdminOf,
  signInFirst,
  signInForEnrolmentLink,
  stepUpSession,
} from '~/accounts/two-factor-steps.server.ts'
import { TWO_FACTOR_ISSUER, TWO_FACTOR_MESSAGES, TWO_FACTOR_PATHS, TwoFactorEnrolSchema } from '~/accounts/two-factor-schemas.ts'
import { confirmEnrolment, emailEnrolmentLink, liveEnrolmentLinkOf, pendingEnrolment, spendEnrolmentLink } from '~/accounts/two-factor.server.ts'
import { FormErrors } from '~/components/form-errors.tsx'
import { InputField } from '~/components/input-field.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card.tsx'
import { StatusButton } from '~/components/ui/status-button.tsx'
import { parseSubmission, readFormData } from '~/utils/form-action.server.ts'
import { useSchemaForm } from '~/utils/forms.ts'
import { FORM_ID_FIELD, useIsPending } from '~/utils/use-is-pending.ts'
import { privatePageHeaders } from '~/utils/headers.server.ts'
import { checkRateLimit, RATE_LIMIT_MESSAGE, tooManyRequests } from '~/utils/rate-limit.server.ts'
import { pageMeta } from '~/utils/seo.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Set Up Two-Step Verification',
    description: 'Add an authenticator app to your admin account.',
    path: TWO_FACTOR_PATHS.enrol,
    noindex: true,
  })

export const headers: Route.HeadersFunction = privatePageHeaders

// An admin's first sign-in without a factor (docs/decisions/0023, 0034): first the proof beyond the
// password — the enrolment link emailed to the admin (or printed by the operator), opened in the
// signed-in browser — then the key as text and as a QR code rendered on the server (plain SVG
// markup: no script, no data: URL for the CSP to allow), a code to confirm, then the recovery
// codes, shown once in the action's answer.
export async function loader({ request }: Route.LoaderArgs) {
  const token = enrolmentTokenOf(request)
  const pending = await pendingAdminOf(request)
  // (also the state right after a confirmation without JavaScript: the action replaced the
  // session this request's cookie names, and the page shows the action's recovery codes)
  if (!pending) {
    if (token) signInForEnrolmentLink(request)
    return { status: 'signed-out' as const }
  }
  const toVerify = `${TWO_FACTOR_PATHS.verify}?${new URLSearchParams({ redirectTo: pending.target })}`
  if (pending.state === 'verified') throw redirect(toVerify)
  let linkProblem: string | null = null
  if (token) {
    const spent = await spendEnrolmentLink(token, pending.user.id, pending.session.id)
    // the link's work is done: a clean URL, so a reload does not spend it again
    if (spent.status === 'spent') throw redirect(`${TWO_FACTOR_PATHS.enrol}?${new URLSearchParams({ redirectTo: pending.target })}`)
    if (spent.status === 'enrolled') throw redirect(toVerify)
    linkProblem = TWO_FACTOR_MESSAGES.enrolmentLink[spent.status]
  }
  const enrolment = await pendingEnrolment(pending.user, pending.session.id)
  if (!enrolment) {
    // one email per live link: a reload or a new sign-in does not send another
    if (!(await liveEnrolmentLinkOf(pending.user.id))) await emailEnrolmentLink(pending.user)
    return { status: 'needs-link' as const, email: pending.user.email, linkProblem }
  }
  return { status: 'enrolling' as const, email: pending.user.email, key: enrolment.key, qrSvg: enrolment.qrSvg }
}

// after the confirmation the codes are on screen: reloading the loader (now at aal2) would move on
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return (actionResult as { status?: string } | undefined)?.status === 'enrolled' ? false : defaultShouldRevalidate
}

/** New enrolment links a signed-in admin may ask for, per account. */
const ENROLMENT_LINK_RATE_LIMIT = { name: 'second-factor-enrolment-link', limit: 3, windowMs: 60 * 60 * 1000 }

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request)
  const pending = await pendingAdminOf(request)
  if (!pending) signInFirst(request)
  if (pending.state === 'verified') throw redirect(`${TWO_FACTOR_PATHS.verify}${new URL(request.url).search}`)
  if (form.get('intent') === 'send-link') {
    const allowed = await checkRateLimit('account', ENROLMENT_LINK_RATE_LIMIT, { extraKey: pending.user.id })
    if (!allowed.allowed) return data({ status: 'link-limited' as const, message: RATE_LIMIT_MESSAGE }, tooManyRequests(allowed.retryAfterSeconds))
    await emailEnrolmentLink(pending.user)
    return data({ status: 'link-sent' as const })
  }
  const submission = parseSubmission(form, { schema: TwoFactorEnrolSchema })
  const reply = (init: ResponseInit, formErrors?: string[]) =>
    data({ status: 'error' as const, result: submission.reply({ formErrors, hideFields: ['code'] }) }, init)
  if (submission.status !== 'success') return reply({ status: 400 })

  const audit = { request, clientAddress: context.clientAddress }
  const { code } = submission.value
  const { user, session } = pending
  const guess = await checkCodeGuess(
    audit,
    'enrol',
    user.id,
    code,
    () => confirmEnrolment(user.id, session.id, code),
    ({ status }) => status === 'invalid',
  )
  if (guess.status === 'rate_limited') return reply(tooManyRequests(guess.retryAfterSeconds), [RATE_LIMIT_MESSAGE])
  const { outcome } = guess
  if (outcome.status !== 'enrolled') {
    await auditSecondFactor(audit, 'enrol', user.id, 'failure', { reason: outcome.status })
    const message = outcome.status === 'no-enrolment' ? TWO_FACTOR_MESSAGES.enrolmentLinkNeeded : TWO_FACTOR_MESSAGES.invalidEnrolmentCode
    return reply({ status: 400 }, [message])
  }
  await auditSecondFactor(audit, 'enrol', user.id, 'success')
  const setCookie = await stepUpSession(request, context.clientAddress)
  return data({ status: 'enrolled' as const, recoveryCodes: outcome.recoveryCodes, next: pending.target }, { headers: { 'Set-Cookie': setCookie } })
}

export default function AdminEnrol({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>()
  const [form, fields] = useSchemaForm({
    id: 'admin-enrol',
    schema: TwoFactorEnrolSchema,
    lastResult: actionData?.status === 'error' ? actionData.result : undefined,
  })
  const pending = useIsPending('admin-enrol')

  if (actionData?.status === 'enrolled') {
    return (
      <Page title="Save Your Recovery Codes" description={TWO_FACTOR_MESSAGES.enrolled}>
        <p className="text-sm">
          Each code signs you in once if you lose your authenticator app. They are shown only now: copy or print them and keep them somewhere safe.
        </p>
        <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-md bg-muted p-4 font-mono text-sm">
          {actionData.recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        {/* a full page load: the new session cookie is in place and the dashboard loads fresh */}
        <Link to={actionData.next} reloadDocument className="block text-center text-sm font-medium text-primary underline">
          I have saved my recovery codes — continue
        </Link>
      </Page>
    )
  }
  if (loaderData.status === 'signed-out') {
    return (
      <Page title="Set Up Two-Step Verification" description="Your session has ended.">
        <Link to="/admin-auth" className="text-primary underline">
          Sign in again
        </Link>
      </Page>
    )
  }
  if (loaderData.status === 'needs-link') {
    const sent = actionData?.status === 'link-sent'
    const problem = actionData?.status === 'link-limited' ? actionData.message : sent ? null : loaderData.linkProblem
    return (
      <Page title="Set Up Two-Step Verification" description="Admin accounts need a second factor, and setting one up needs more than the password.">
        {problem ? (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        ) : null}
        {sent ? (
          <p role="status" className="text-sm">
            {TWO_FACTOR_MESSAGES.enrolmentLinkSent}
          </p>
        ) : null}
        <p className="text-sm">
          We emailed an enrolment link to <strong>{loaderData.email}</strong>. Open it in this browser to set up two-step verification; it works once and
          expires in 24 hours.
        </p>
        <Form method="post">
          <input type="hidden" name="intent" value="send-link" />
          <StatusButton status="idle" pendingText="Sending..." variant="outline" className="w-full">
            Email Me a New Link
          </StatusButton>
        </Form>
        <p className="text-sm text-muted-foreground">
          No email? The site&apos;s operator can make you a link with <code>npm run admin:enrolment-link -- {loaderData.email}</code>.
        </p>
      </Page>
    )
  }
  return (
    <Page
      title="Set Up Two-Step Verification"
      description="Admin accounts need a second factor. Add this account to an authenticator app (1Password, Google Authenticator, Authy …), then enter the code it shows."
    >
      {/* uqr's SVG: rects and a path with fill attributes, rendered on the server */}
      <div
        role="img"
        aria-label={`QR code for ${TWO_FACTOR_ISSUER} (${loaderData.email})`}
        className="mx-auto w-48 [&_svg]:h-auto [&_svg]:w-full"
        dangerouslySetInnerHTML={{ __html: loaderData.qrSvg }}
      />
      <div className="space-y-1 text-sm">
        <p>Or enter this key in the app by hand (time-based, 6 digits, 30 seconds):</p>
        <p>
          <code data-testid="totp-key" aria-label="Setup key" className="font-mono text-base break-all">
            {loaderData.key}
          </code>
        </p>
      </div>
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <input type="hidden" name={FORM_ID_FIELD} value="admin-enrol" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <InputField field={fields.code} label="Code from the app" type="text" inputMode="numeric" autoComplete="one-time-code" spellCheck={false} />
        <StatusButton status={pending ? 'pending' : 'idle'} pendingText="Verifying..." className="w-full">
          Turn On Two-Step Verification
        </StatusButton>
      </Form>
    </Page>
  )
}

function Page({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card>
        <CardHeader>
          <CardTitle as="h1">{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">{children}</CardContent>
      </Card>
    </div>
  )
}
