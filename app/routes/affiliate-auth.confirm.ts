import type { Route } from './+types/affiliate-auth.confirm.ts'
import { confirmEmail } from '~/accounts/signup.server.ts'
import { SIGNUP_MESSAGES } from '~/accounts/signup-schema.ts'
import { loginAndRedirect } from '~/accounts/auth.server.ts'
import { enforceRateLimit } from '~/utils/rate-limit.server.ts'
import { createToastHeaders, redirectWithToast } from '~/utils/toast.server.ts'

const CONFIRM_RATE_LIMIT = { name: 'confirm-email', limit: 20, windowMs: 15 * 60 * 1000 }
const FAILURES = { invalid: SIGNUP_MESSAGES.confirmInvalid, expired: SIGNUP_MESSAGES.confirmExpired, used: SIGNUP_MESSAGES.confirmUsed } as const

// The sign-up email's link: confirms the address, signs the user in and opens the dashboard.
export async function loader({ request, context }: Route.LoaderArgs) {
  await enforceRateLimit(context.clientAddress, CONFIRM_RATE_LIMIT)
  const outcome = await confirmEmail(new URL(request.url).searchParams.get('token') ?? '')
  if (outcome.status !== 'confirmed') {
    return redirectWithToast('/affiliate-auth', { type: 'error', description: FAILURES[outcome.status] }, { headers: { 'Cache-Control': 'no-store' } })
  }
  return loginAndRedirect(
    request,
    { id: outcome.userId },
    {
      redirectTo: '/affiliate-dashboard',
      headers: await createToastHeaders({ type: 'success', description: SIGNUP_MESSAGES.confirmed }),
    },
  )
}
