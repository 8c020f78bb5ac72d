import { redirect } from 'react-router'
import type { Route } from './+types/logout.ts'
import { LOGIN_MESSAGES } from '~/accounts/login-schemas.ts'
import { logout } from '~/accounts/auth.server.ts'
import { readFormData } from '~/utils/form-action.server.ts'
import { requireSameOrigin } from '~/utils/request-origin.server.ts'
import { safeRedirect } from '~/utils/safe-redirect.ts'
import { redirectWithToast } from '~/utils/toast.server.ts'

// Logging out changes state, so it is a POST (a form button), checked for its origin.
export async function loader() {
  return redirect('/')
}

export async function action({ request }: Route.ActionArgs) {
  requireSameOrigin(request)
  const formData = await readFormData(request)
  const setCookie = await logout(request)
  return redirectWithToast(
    safeRedirect(formData.get('redirectTo'), '/'),
    { type: 'success', description: LOGIN_MESSAGES.loggedOut },
    { headers: { 'Set-Cookie': setCookie } },
  )
}
