import { Link, useActionData, useSearchParams } from 'react-router'
import type { Route } from './+types/vendor-login.ts'
import { passwordLoginAction } from '~/accounts/login.server.ts'
import { LOGIN_PAGES } from '~/accounts/login-pages.ts'
import { pipeHeaders } from '~/utils/headers.server.ts'
import { Island } from '~/components/island.tsx'
import { LoginForm } from '~/components/login-form.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card.tsx'
import { requireAnonymous } from '~/accounts/auth.server.ts'
import { pageMeta } from '~/utils/seo.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Vendor Login', description: 'Sign in to the Harper Home vendor portal.', path: '/vendor-login', noindex: true })

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request, LOGIN_PAGES.vendor.home)
  return null
}

export async function action(args: Route.ActionArgs) {
  return passwordLoginAction(args, 'vendor')
}

export const headers = pipeHeaders

export default function VendorLogin() {
  const actionData = useActionData<typeof action>()
  const [searchParams] = useSearchParams()
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card>
        <CardHeader>
          <CardTitle as="h1">Vendor Login</CardTitle>
          <CardDescription>Access your leads, jobs and messages.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <Island
            name="login-form"
            component={LoginForm}
            props={{
              id: 'vendor-login',
              audience: 'vendor',
              lastResult: actionData?.result,
              redirectTo: searchParams.get('redirectTo'),
              submitLabel: 'Sign In',
              pendingLabel: 'Signing in...',
              rememberMe: true,
              showStrength: true,
            }}
          />
          <div className="flex flex-col gap-2 text-sm">
            <Link to="/forgot-password" className="text-primary underline">
              Forgot your password?
            </Link>
            <p className="text-muted-foreground">
              Not a vendor yet?{' '}
              <Link to="/for-vendors" className="font-medium text-primary underline">
                Apply Now
              </Link>
            </p>
            <p className="text-muted-foreground">
              By signing in you agree to our{' '}
              <Link to="/terms" className="underline">
                Terms of Service
              </Link>{' '}
              and{' '}
              <Link to="/privacy" className="underline">
                Privacy Policy
              </Link>
              .
            </p>
          </div>
        </CardContent>
      </Card>
    </div>
  )
}
