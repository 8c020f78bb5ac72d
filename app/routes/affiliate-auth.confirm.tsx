import { data, Link, useSearchParams } from 'react-router'
import type { Route } from './+types/affiliate-auth.confirm.ts'
import { confirmEmail } from '~/accounts/signup.server.ts'
import { ConfirmEmailSchema, SIGNUP_MESSAGES } from '~/accounts/signup-schema.ts'
import { getUserId, loginAndRedirect } from '~/accounts/auth.server.ts'
import { checkVerificationToken } from '~/accounts/verification.server.ts'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card.tsx'
import { Button } from '~/components/ui/button.tsx'
import { Field } from '~/components/ui/field.tsx'
import { Input } from '~/components/ui/input.tsx'
import { parseSubmission, readFormData } from '~/utils/form-action.server.ts'
import { privatePageHeaders } from '~/utils/headers.server.ts'
import { enforceRateLimit } from '~/utils/rate-limit.server.ts'
import { pageMeta } from '~/utils/seo.ts'
import { createToastHeaders } from '~/utils/toast.server.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Confirm your email',
    description: 'Confirm the email address of your Harper Home account.',
    path: '/affiliate-auth/confirm',
    noindex: true,
  })

// The token is in the URL: no caching, and no Referer carrying it to another site.
export const headers: Route.HeadersFunction = (args) => {
  const headers = privatePageHeaders(args)
  headers.set('Referrer-Policy', 'same-origin')
  return headers
}

const CONFIRM_RATE_LIMIT = { name: 'confirm-email', limit: 20, windowMs: 15 * 60 * 1000 }
const PASSWORD_ERRORS = { 'password-required': SIGNUP_MESSAGES.confirmPasswordRequired, 'wrong-password': SIGNUP_MESSAGES.confirmWrongPassword } as const
const LINK_MESSAGES = { invalid: SIGNUP_MESSAGES.confirmInvalid, expired: SIGNUP_MESSAGES.confirmExpired, used: SIGNUP_MESSAGES.confirmUsed } as const

// The sign-up email's link. Opening it only reads the token: mail scanners follow links, so the
// token is spent by the page's button (a POST), never by a GET (docs/decisions/0031).
export async function loader({ request, context }: Route.LoaderArgs) {
  await enforceRateLimit(context.clientAddress, CONFIRM_RATE_LIMIT)
  const check = await checkVerificationToken(new URL(request.url).searchParams.get('token') ?? '', ['email_confirmation'])
  if (check.status !== 'valid') return { link: check.status, email: null, askPassword: false }
  // signed in as the account: the button alone; anyone else shows they set its password (0031)
  return { link: 'valid' as const, email: check.email, askPassword: check.userId !== (await getUserId(request)) }
}

// 'Confirm my email': spends the token, marks the address confirmed, signs in and opens the dashboard.
export async function action({ request, context }: Route.ActionArgs) {
  await enforceRateLimit(context.clientAddress, CONFIRM_RATE_LIMIT)
  const submission = parseSubmission(await readFormData(request), { schema: ConfirmEmailSchema })
  if (submission.status !== 'success') return data({ link: 'invalid' as const }, { status: 400 })
  const outcome = await confirmEmail(submission.value.token, { signedInUserId: await getUserId(request), password: submission.value.password })
  if (outcome.status === 'password-required' || outcome.status === 'wrong-password')
    return data({ link: 'valid' as const, passwordError: PASSWORD_ERRORS[outcome.status] }, { status: 400 })
  if (outcome.status !== 'confirmed') return data({ link: outcome.status }, { status: 400 })
  return loginAndRedirect(
    request,
    { id: outcome.userId },
    {
      redirectTo: '/affiliate-dashboard',
      headers: await createToastHeaders({ type: 'success', description: SIGNUP_MESSAGES.confirmed }),
    },
  )
}

export default function ConfirmEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  const link = actionData?.link ?? loaderData.link
  const passwordError = actionData && 'passwordError' in actionData ? actionData.passwordError : undefined
  const [searchParams] = useSearchParams()
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card>
        <CardHeader>
          <CardTitle as="h1">Confirm your email</CardTitle>
          {loaderData.email ? <CardDescription>For {loaderData.email}</CardDescription> : null}
        </CardHeader>
        <CardContent className="space-y-6">
          {link === 'valid' ? (
            <form method="post" className="space-y-4">
              <input type="hidden" name="token" value={searchParams.get('token') ?? ''} />
              <p className="text-sm text-muted-foreground">
                Confirm that this address belongs to your Harper Home account. If you didn't sign up for Harper Home, close this page: nothing changes.
              </p>
              {loaderData.askPassword ? (
                <Field label="Password" description={SIGNUP_MESSAGES.confirmPasswordPrompt} errors={[passwordError]}>
                  <Input type="password" name="password" autoComplete="current-password" required maxLength={200} />
                </Field>
              ) : null}
              <Button type="submit" className="w-full">
                {SIGNUP_MESSAGES.confirmButton}
              </Button>
            </form>
          ) : (
            <>
              <p role="alert" className="text-sm text-destructive">
                {LINK_MESSAGES[link]}
              </p>
              <Link to="/affiliate-auth" className="text-sm font-medium text-primary underline">
                Go to login
              </Link>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  )
}
