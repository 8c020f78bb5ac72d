import { Link, useActionData, useSearchParams } from 'react-router'
import type { Route } from './+types/affiliate-auth.ts'
import { LOGIN_MESSAGES, PasswordLoginSchema } from '~/accounts/login-schemas.ts'
import { handlePasswordLogin } from '~/accounts/login.server.ts'
import { LoginForm } from '~/components/login-form.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card.tsx'
import { ROLES } from '~/marketplace/value-sets.ts'
import { requireAnonymous } from '~/utils/auth.server.ts'
import { pageMeta } from '~/utils/seo.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Affiliate Access',
    description: 'Log in to the Harper Home affiliate dashboard to track your referrals and earnings.',
    path: '/affiliate-auth',
    noindex: true,
  })

// Spec §2: a signed-in user, including one with an existing session, goes to the dashboard.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request, '/affiliate-dashboard')
  return null
}

export async function action({ request }: Route.ActionArgs) {
  return handlePasswordLogin(request, {
    schema: PasswordLoginSchema,
    // any account may sign in here; the dashboard explains when there is no affiliate profile yet
    roles: ROLES,
    audience: 'affiliate',
    failedMessage: LOGIN_MESSAGES.affiliateFailed,
    deniedMessage: LOGIN_MESSAGES.affiliateFailed,
    successMessage: LOGIN_MESSAGES.affiliateSuccess,
    defaultRedirect: '/affiliate-dashboard',
  })
}

export default function AffiliateAuth() {
  const actionData = useActionData<typeof action>()
  const [searchParams] = useSearchParams()
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card>
        <CardHeader>
          <CardTitle as="h1">Affiliate Access</CardTitle>
          <CardDescription>Log in to track your referrals, earnings and training.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <LoginForm
            id="affiliate-login"
            schema={PasswordLoginSchema}
            lastResult={actionData?.result}
            redirectTo={searchParams.get('redirectTo')}
            submitLabel="Login"
            pendingLabel="Logging in..."
          />
          <p className="text-sm text-muted-foreground">
            New to the programme? <Link to="/affiliates#affiliate-application" className="font-medium text-primary underline">Apply to become an affiliate</Link>{' '}
            — it's free, and we review applications within 48 hours.
          </p>
        </CardContent>
      </Card>
    </div>
  )
}
