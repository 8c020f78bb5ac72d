import { data, Link, useActionData, useSearchParams } from 'react-router'
import type { Route } from './+types/reset-password.ts'
import { privatePageHeaders } from '~/utils/headers.server.ts'
import { parseSubmission, readFormData } from '~/utils/form-action.server.ts'
import { PASSWORD_MESSAGES, SetPasswordSchema } from '~/accounts/password-schemas.ts'
import { refusingCommonPasswords } from '~/accounts/common-passwords.server.ts'
import { dashboardPathFor, PASSWORD_TOKEN_PURPOSES, setPasswordWithToken } from '~/accounts/password-reset.server.ts'
import { checkVerificationToken } from '~/accounts/verification.server.ts'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card.tsx'
import { loginAndRedirect } from '~/accounts/auth.server.ts'
import { enforceRateLimit } from '~/utils/rate-limit.server.ts'
import { pageMeta } from '~/utils/seo.ts'
import { SetPasswordForm } from '~/components/password-forms.tsx'
import { Island } from '~/components/island.tsx'
import { createToastHeaders } from '~/utils/toast.server.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Set Your Password', description: 'Choose a password for your Harper Home account.', path: '/reset-password', noindex: true })

// The token is in the URL: no caching, and no Referer carrying it to another site (same-origin, not no-referrer: that
// makes browsers send `Origin: null` on the form post, which React Router refuses).
export const headers: Route.HeadersFunction = (args) => {
  const headers = privatePageHeaders(args)
  headers.set('Referrer-Policy', 'same-origin')
  return headers
}

const SET_PASSWORD_RATE_LIMIT = { name: 'set-password', limit: 20, windowMs: 15 * 60 * 1000 }

const LINK_MESSAGES = { invalid: PASSWORD_MESSAGES.linkInvalid, expired: PASSWORD_MESSAGES.linkExpired, used: PASSWORD_MESSAGES.linkUsed } as const

export async function loader({ request, context }: Route.LoaderArgs) {
  await enforceRateLimit(context.clientAddress, SET_PASSWORD_RATE_LIMIT)
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const check = await checkVerificationToken(token, PASSWORD_TOKEN_PURPOSES)
  if (check.status !== 'valid') return { link: check.status, purpose: null, email: null }
  return { link: 'valid' as const, purpose: check.purpose, email: check.email }
}

export async function action({ request, context }: Route.ActionArgs) {
  await enforceRateLimit(context.clientAddress, SET_PASSWORD_RATE_LIMIT)
  const submission = parseSubmission(await readFormData(request), { schema: refusingCommonPasswords(SetPasswordSchema) })
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password', 'confirmPassword'] }), link: null }, { status: 400 })
  }
  const outcome = await setPasswordWithToken(submission.value.token, submission.value.password)
  if (outcome.status !== 'password-set') {
    return data(
      { result: submission.reply({ formErrors: [LINK_MESSAGES[outcome.status]], hideFields: ['password', 'confirmPassword'] }), link: outcome.status },
      { status: 400 },
    )
  }
  // every session was deleted with the old password; this browser gets a fresh one
  return loginAndRedirect(
    request,
    { id: outcome.userId },
    {
      redirectTo: dashboardPathFor(outcome.roles),
      headers: await createToastHeaders({
        type: 'success',
        description: outcome.purpose === 'account_setup' ? PASSWORD_MESSAGES.passwordSet : PASSWORD_MESSAGES.passwordReset,
      }),
    },
  )
}

export default function ResetPasswordPage({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>()
  const link = actionData?.link ?? loaderData.link
  const setup = loaderData.purpose === 'account_setup'
  const [searchParams] = useSearchParams()
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card>
        <CardHeader>
          <CardTitle as="h1">{setup ? 'Set Your Password' : 'Choose a New Password'}</CardTitle>
          {loaderData.email ? <CardDescription>For {loaderData.email}</CardDescription> : null}
        </CardHeader>
        <CardContent className="space-y-6">
          {link !== 'valid' ? (
            <>
              <p role="alert" className="text-sm text-destructive">
                {LINK_MESSAGES[link]}
              </p>
              <Link to="/forgot-password" className="text-sm font-medium text-primary underline">
                Request a new link
              </Link>
            </>
          ) : (
            <Island
              name="set-password-form"
              component={SetPasswordForm}
              props={{ lastResult: actionData?.result, token: searchParams.get('token') ?? '', setup }}
            />
          )}
        </CardContent>
      </Card>
    </div>
  )
}
