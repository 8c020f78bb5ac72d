import { Link, redirect, useActionData, useSearchParams } from 'react-router'
import type { Route } from './+types/admin-auth.ts'
import { LOGIN_MESSAGES, PasswordLoginSchema } from '~/accounts/login-schemas.ts'
import { handlePasswordLogin } from '~/accounts/login.server.ts'
import { privatePageHeaders } from '~/accounts/page-headers.ts'
import { recordAuditEvent } from '~/audit/audit.server.ts'
import { LoginForm } from '~/components/login-form.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card.tsx'
import { ADMIN_ROLES } from '~/marketplace/value-sets.ts'
import { getUser, logout } from '~/utils/auth.server.ts'
import { hasAnyRole } from '~/utils/permissions.server.ts'
import { pageMeta } from '~/utils/seo.ts'
import { redirectWithToast } from '~/utils/toast.server.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Admin Access', description: 'Sign-in for Harper Home administrators.', path: '/admin-auth', noindex: true })

export const headers: Route.HeadersFunction = privatePageHeaders

const ADMIN_CHECK_FAILED = 'Error verifying permissions.'

// A signed-in admin goes straight to the dashboard; anyone else signed in is signed out (spec §2).
export async function loader({ request }: Route.LoaderArgs) {
  let user
  try {
    user = await getUser(request)
  } catch (error) {
    // spec §8: a failed role lookup is 'Error verifying permissions.', shown on the login page
    console.error('admin-auth: role lookup failed', error)
    return { error: ADMIN_CHECK_FAILED }
  }
  if (!user) return null
  if (hasAnyRole(user, ADMIN_ROLES)) throw redirect('/admin-dashboard')
  await recordAuditEvent({ request, action: 'admin.access', outcome: 'denied', actorId: user.id })
  throw await redirectWithToast(
    '/admin-auth',
    { type: 'error', description: LOGIN_MESSAGES.adminDenied },
    { headers: { 'Set-Cookie': await logout(request) } },
  )
}

export async function action({ request }: Route.ActionArgs) {
  const answer = await handlePasswordLogin(request, {
    schema: PasswordLoginSchema,
    roles: ADMIN_ROLES,
    audience: 'admin',
    failedMessage: LOGIN_MESSAGES.affiliateFailed,
    deniedMessage: LOGIN_MESSAGES.adminDenied,
    successMessage: LOGIN_MESSAGES.affiliateSuccess,
    defaultRedirect: '/admin-dashboard',
  })
  // The notice says every attempt is logged: the shared login action audits checked credentials,
  // and the attempts it turns away before that (malformed, rate-limited) are logged here.
  const status = answer instanceof Response ? answer.status : (answer.init?.status ?? 200)
  if (status === 400 || status === 429) {
    const email = (await request.clone().formData()).get('email')
    await recordAuditEvent({
      request,
      action: 'admin.login',
      outcome: status === 429 ? 'denied' : 'failure',
      metadata: { reason: status === 429 ? 'rate-limited' : 'invalid-form', email: typeof email === 'string' ? email.slice(0, 255) : '' },
    })
  }
  return answer
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
          {loaderData?.error ? <p role="alert" className="text-sm text-destructive">{loaderData.error}</p> : null}
          <LoginForm
            id="admin-login"
            schema={PasswordLoginSchema}
            lastResult={actionData?.result}
            redirectTo={searchParams.get('redirectTo')}
            submitLabel="Login"
            pendingLabel="Verifying..."
          />
          <Link to="/forgot-password" className="block text-sm text-primary underline">Forgot your password?</Link>
          <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
            This area is restricted to Harper Home administrators. All access attempts are logged.
          </p>
        </CardContent>
      </Card>
    </div>
  )
}
