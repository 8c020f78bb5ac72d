import { Link, redirect, useActionData, useSearchParams } from 'react-router'
import type { Route } from './+types/admin-auth.ts'
import { LOGIN_MESSAGES } from '~/accounts/login-schemas.ts'
import { passwordLoginAction } from '~/accounts/login.server.ts'
import { privatePageHeaders } from '~/utils/headers.server.ts'
import { recordAuditEvent } from '~/audit/audit.server.ts'
import { LoginForm } from '~/components/login-form.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card.tsx'
import { ADMIN_ROLES } from '~/marketplace/value-sets.ts'
import { getUser, logout } from '~/accounts/auth.server.ts'
import { hasAnyRole } from '~/accounts/permissions.server.ts'
import { pageMeta } from '~/utils/seo.ts'
import { Island } from '~/components/island.tsx'
import { getActiveSession } from '~/utils/session.server.ts'
import { TWO_FACTOR_PATHS } from '~/accounts/two-factor-schemas.ts'
import { redirectWithToast } from '~/utils/toast.server.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Admin Access', description: 'Sign-in for Harper Home administrators.', path: '/admin-auth', noindex: true })

export const headers: Route.HeadersFunction = privatePageHeaders

const ADMIN_CHECK_FAILED = 'Error verifying permissions.'

// A signed-in admin goes straight to the dashboard; anyone else signed in is signed out (spec §2).
export async function loader({ request, context }: Route.LoaderArgs) {
  let user
  try {
    user = await getUser(request)
  } catch (error) {
    // spec §8: a failed role lookup is 'Error verifying permissions.', shown on the login page
    console.error('admin-auth: role lookup failed', error)
    return { error: ADMIN_CHECK_FAILED }
  }
  if (!user) return null
  // an admin who has not passed the second factor yet goes to the code page (docs/decisions/0023)
  if (hasAnyRole(user, ADMIN_ROLES)) throw redirect((await getActiveSession(request))?.aal === 'aal2' ? '/admin-dashboard' : TWO_FACTOR_PATHS.verify)
  await recordAuditEvent({ request, clientAddress: context.clientAddress, action: 'admin.access', outcome: 'denied', actorId: user.id })
  throw await redirectWithToast('/admin-auth', { type: 'error', description: LOGIN_MESSAGES.adminDenied }, { headers: { 'Set-Cookie': await logout(request) } })
}

export async function action(args: Route.ActionArgs) {
  return passwordLoginAction(args, 'admin')
}

export default function AdminAuth({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>()
  const [searchParams] = useSearchParams()
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card>
        <CardHeader>
          <CardTitle as="h1">Admin Access</CardTitle>
          <CardDescription>Authorized personnel only</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          {loaderData?.error ? (
            <p role="alert" className="text-sm text-destructive">
              {loaderData.error}
            </p>
          ) : null}
          <Island
            name="login-form"
            component={LoginForm}
            props={{
              id: 'admin-login',
              audience: 'admin',
              lastResult: actionData?.result,
              redirectTo: searchParams.get('redirectTo'),
              submitLabel: 'Login',
              pendingLabel: 'Verifying...',
            }}
          />
          <Link to="/forgot-password" className="block text-sm text-primary underline">
            Forgot your password?
          </Link>
          <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
            This area is restricted to Harper Home administrators. All access attempts are logged.
          </p>
        </CardContent>
      </Card>
    </div>
  )
}
