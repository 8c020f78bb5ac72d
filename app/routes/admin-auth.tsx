import { redirect, useActionData, useSearchParams } from 'react-router'
import type { Route } from './+types/admin-auth.ts'
import { passwordLoginAction } from '~/accounts/login.server.ts'
import { LOGIN_PAGES } from '~/accounts/login-pages.ts'
import { pipeHeaders } from '~/utils/headers.server.ts'
import { LoginForm } from '~/components/login-form.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card.tsx'
import { getUser, logout } from '~/accounts/auth.server.ts'
import { hasAnyRole } from '~/accounts/permissions.server.ts'
import { pageMeta } from '~/utils/seo.ts'
import { redirectWithToast } from '~/utils/toast.server.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Admin Access', description: 'Sign-in for Harper Home administrators.', path: '/admin-auth', noindex: true })

// A signed-in admin goes straight to the dashboard; anyone else signed in is signed out (spec §2).
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request)
  if (!user) return null
  if (hasAnyRole(user, LOGIN_PAGES.admin.roles)) throw redirect(LOGIN_PAGES.admin.home)
  throw await redirectWithToast(
    LOGIN_PAGES.admin.path,
    { type: 'error', description: LOGIN_PAGES.admin.deniedMessage },
    { headers: { 'Set-Cookie': await logout(request) } },
  )
}

export async function action(args: Route.ActionArgs) {
  return passwordLoginAction(args, 'admin')
}

export const headers = pipeHeaders

export default function AdminAuth() {
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
          <LoginForm
            id="admin-login"
            schema={LOGIN_PAGES.admin.schema}
            lastResult={actionData?.result}
            redirectTo={searchParams.get('redirectTo')}
            submitLabel="Login"
            pendingLabel="Verifying..."
          />
          <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
            This area is restricted to Harper Home administrators. All access attempts are logged.
          </p>
        </CardContent>
      </Card>
    </div>
  )
}
