import type { SubmissionResult } from '@conform-to/react'
import { data, Link, useActionData, useSearchParams } from 'react-router'
import type { Route } from './+types/affiliate-auth.ts'
import { passwordLoginAction } from '~/accounts/login.server.ts'
import { privatePageHeaders } from '~/utils/headers.server.ts'
import { parseSubmission, readFormData } from '~/utils/form-action.server.ts'
import { AffiliateSignupSchema, SIGNUP_MESSAGES } from '~/accounts/signup-schema.ts'
import { refusingCommonPasswords } from '~/accounts/common-passwords.server.ts'
import { signUpAffiliate } from '~/accounts/signup.server.ts'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card.tsx'
import { requireAnonymous } from '~/accounts/auth.server.ts'
import { checkPublicForm } from '~/utils/form-protection.server.ts'
import { cn } from '~/utils/misc.ts'
import { pageMeta } from '~/utils/seo.ts'
import { AffiliateAccessForm } from '~/components/affiliate-access-form.tsx'
import { Island } from '~/components/island.tsx'
import { redirectWithToast } from '~/utils/toast.server.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Affiliate Access',
    description: 'Log in to the Harper Home affiliate dashboard to track your referrals and earnings.',
    path: '/affiliate-auth',
    noindex: true,
  })

export const headers: Route.HeadersFunction = privatePageHeaders

const SIGNUP_RATE_LIMIT = { name: 'affiliate-signup', limit: 5, windowMs: 60 * 60 * 1000 }

// Spec §2: a signed-in user, including one with an existing session, goes to the dashboard.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request, '/affiliate-dashboard')
  return null
}

type SignupActionData = { intent: 'signup'; result: SubmissionResult<string[]> }

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request)
  const intent = formData.get('intent') ?? 'login'
  if (intent === 'login') return passwordLoginAction({ request, context }, 'affiliate', formData)
  if (intent !== 'signup') return data({ error: 'Unknown form' }, { status: 400 })

  const protection = await checkPublicForm(formData, { clientAddress: context.clientAddress, rule: SIGNUP_RATE_LIMIT })
  if (protection.outcome === 'bot') return redirectWithToast('/affiliate-auth', { type: 'success', description: SIGNUP_MESSAGES.created })
  const submission = parseSubmission(formData, { schema: refusingCommonPasswords(AffiliateSignupSchema) })
  if (protection.outcome === 'rate-limited') {
    return data<SignupActionData>(
      { intent: 'signup', result: submission.reply({ formErrors: [protection.message], hideFields: ['password'] }) },
      { status: 429, headers: { 'Retry-After': String(protection.retryAfterSeconds) } },
    )
  }
  if (submission.status !== 'success') {
    return data<SignupActionData>({ intent: 'signup', result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
  }
  try {
    await signUpAffiliate(submission.value)
  } catch (error) {
    console.error('affiliate sign-up failed', error)
    return data<SignupActionData>(
      { intent: 'signup', result: submission.reply({ formErrors: [SIGNUP_MESSAGES.failed], hideFields: ['password'] }) },
      { status: 500 },
    )
  }
  return redirectWithToast('/affiliate-auth', { type: 'success', title: SIGNUP_MESSAGES.created, description: SIGNUP_MESSAGES.checkInbox })
}

const TABS = [
  { id: 'login', label: 'Login' },
  { id: 'signup', label: 'Sign Up' },
] as const

export default function AffiliateAuth() {
  const actionData = useActionData<typeof action>()
  const [searchParams] = useSearchParams()
  const signupResult = actionData && 'intent' in actionData && 'result' in actionData ? actionData.result : undefined
  const loginResult = actionData && 'result' in actionData && !('intent' in actionData) ? actionData.result : undefined
  // the tab is URL state (?tab=signup) so it works without JavaScript; a refused sign-up stays on its tab
  const tab = signupResult || searchParams.get('tab') === 'signup' ? 'signup' : 'login'
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card>
        <CardHeader>
          <CardTitle as="h1">Affiliate Access</CardTitle>
          <CardDescription>Log in or create an account to track your referrals, earnings and training.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <nav aria-label="Affiliate access" className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1 text-sm font-semibold">
            {TABS.map((item) => (
              <Link
                key={item.id}
                to={item.id === 'login' ? '/affiliate-auth' : '/affiliate-auth?tab=signup'}
                replace
                preventScrollReset
                aria-current={tab === item.id ? 'page' : undefined}
                className={cn(
                  'flex min-h-11 items-center justify-center rounded-md px-4 sm:min-h-9',
                  tab === item.id ? 'bg-surface text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                {item.label}
              </Link>
            ))}
          </nav>
          <Island
            name="affiliate-access-form"
            component={AffiliateAccessForm}
            props={{ tab, loginResult, signupResult, redirectTo: searchParams.get('redirectTo') }}
          />
          <div className="flex flex-col gap-2 text-sm">
            <Link to="/forgot-password" className="text-primary underline">
              Forgot your password?
            </Link>
            <p className="text-muted-foreground">
              New to the programme?{' '}
              <Link to="/affiliates#affiliate-application" className="font-medium text-primary underline">
                Apply to become an affiliate
              </Link>{' '}
              — it's free, and we review applications within 48 hours.
            </p>
          </div>
        </CardContent>
      </Card>
    </div>
  )
}
