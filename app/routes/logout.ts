import { redirect } from 'react-router'
import type { Route } from './+types/logout.ts'
import { LOGIN_MESSAGES } from '~/accounts/login-schemas.ts'
import { logout, logoutEverywhere } from '~/accounts/auth.server.ts'
import { recordAuditEvent } from '~/audit/audit.server.ts'
import { readFormData } from '~/utils/form-action.server.ts'
import { requireSameOrigin } from '~/utils/request-origin.server.ts'
import { safeRedirect } from '~/utils/safe-redirect.ts'
import { redirectWithToast } from '~/utils/toast.server.ts'

// Logging out changes state, so it is a POST (a form button), checked for its origin.
// `intent=everywhere` ends every session of the user, on every device, and is audited (0020).
export async function loader() {
  return redirect('/')
}

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  const formData = await readFormData(request)
  const target = safeRedirect(formData.get('redirectTo'), '/')
  if (formData.get('intent') === 'everywhere') {
    const { userId, ended, setCookie } = await logoutEverywhere(request)
    if (userId) {
      await recordAuditEvent({
        request,
        clientAddress: context.clientAddress,
        action: 'account.sign_out_everywhere',
        outcome: 'success',
        actorId: userId,
        metadata: { sessionsEnded: ended },
      })
    }
    return redirectWithToast(target, { type: 'success', description: LOGIN_MESSAGES.loggedOutEverywhere }, { headers: { 'Set-Cookie': setCookie } })
  }
  const setCookie = await logout(request)
  return redirectWithToast(target, { type: 'success', description: LOGIN_MESSAGES.loggedOut }, { headers: { 'Set-Cookie': setCookie } })
}
