import { Link, useActionData, useSearchParams } from 'react-router'
import type { Route } from './+types/affiliate-auth.ts'
import { passwordLoginAction } from '~/accounts/login.server.ts'
import { LOGIN_PAGES } from '~/accounts/login-pages.ts'
import { pipeHeaders } from '~/utils/headers.server.ts'
import { LoginForm } from '~/components/login-form.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card.tsx'
import { requireAnonymous } from '~/accounts/auth.server.ts'
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
  await requireAnonymous(request, LOGIN_PAGES.affiliate.home)
  return null
}

export async function action(args: Route.ActionArgs) {
  return passwordLoginAction(args, 'affiliate')
}

export const headers = pipeHeaders

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
            schema={LOGIN_PAGES.affiliate.schema}
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
