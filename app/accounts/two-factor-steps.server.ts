import { redirect } from 'react-router'
import { recordAuditEvent } from '~/audit/audit.server.ts'
import { checkRateLimit, type RateLimitResult } from '~/utils/rate-limit.server.ts'
import { safeRedirect } from '~/utils/safe-redirect.ts'
import { getActiveSession, raiseSessionToAal2, type ActiveSession } from '~/utils/session.server.ts'
import { LOGIN_PAGES } from './login-pages.ts'
import { hasAnyRole } from './permissions.server.ts'
import { twoFactorStateOf, type TwoFactorState } from './two-factor.server.ts'
import { getUserWithRoles, type AuthenticatedUser } from './users.server.ts'

// The step from aal1 to aal2 for admins (docs/decisions/0023), shared by /admin-auth/verify and
// /admin-auth/enrol: who may be on those pages, the guess limit, the audit and the rotation.

/** Code guesses per account, from any address: the password is already known to whoever posts here. */
export const SECOND_FACTOR_RATE_LIMIT = { name: 'second-factor', limit: 5, windowMs: 15 * 60 * 1000 }

export const SECOND_FACTOR_AUDIT_ACTIONS = { verify: 'admin.second_factor', enrol: 'admin.second_factor_enrol' } as const

export type PendingAdmin = { session: ActiveSession; user: AuthenticatedUser; state: TwoFactorState; target: string }

/** Where to go after the step-up: the page asked for, kept on this site, else the dashboard. */
export function stepUpTarget(request: Request): string {
  return safeRedirect(new URL(request.url).searchParams.get('redirectTo'), LOGIN_PAGES.admin.home)
}

/**
 * The signed-in admin at aal1, or null when nobody is signed in. A non-admin is sent to
 * /admin-auth (which signs them out); an admin already at aal2 goes on to the target.
 */
export async function pendingAdminOf(request: Request): Promise<PendingAdmin | null> {
  const session = await getActiveSession(request)
  if (!session) return null
  const user = await getUserWithRoles(session.userId)
  if (!user || !hasAnyRole(user, LOGIN_PAGES.admin.roles)) throw redirect(LOGIN_PAGES.admin.path)
  const target = stepUpTarget(request)
  if (session.aal === 'aal2') throw redirect(target)
  return { session, user, state: await twoFactorStateOf(user.id), target }
}

/** Anonymous visitors are sent to the admin sign-in, brought back to the same target after. */
export function signInFirst(request: Request): never {
  throw redirect(`${LOGIN_PAGES.admin.path}?${new URLSearchParams({ redirectTo: stepUpTarget(request) })}`)
}

type AuditContext = { request: Request; clientAddress: string | null | undefined }

/** One code post counted against the account (any address); a refused one is audited here. */
export async function countCodeGuess(audit: AuditContext, kind: keyof typeof SECOND_FACTOR_AUDIT_ACTIONS, userId: string): Promise<RateLimitResult> {
  const guess = await checkRateLimit('account', SECOND_FACTOR_RATE_LIMIT, { extraKey: userId })
  if (!guess.allowed) await auditSecondFactor(audit, kind, userId, 'rate_limited')
  return guess
}

export function auditSecondFactor(
  { request, clientAddress }: AuditContext,
  kind: keyof typeof SECOND_FACTOR_AUDIT_ACTIONS,
  userId: string,
  outcome: 'success' | 'failure' | 'rate_limited',
  metadata: Record<string, string | number> = {},
) {
  return recordAuditEvent({ request, clientAddress, action: SECOND_FACTOR_AUDIT_ACTIONS[kind], outcome, actorId: userId, metadata })
}

/** The privilege change: a new session id at aal2 (0020's rotation rule). Returns its Set-Cookie. */
export async function stepUpSession(request: Request, clientAddress: string | null | undefined): Promise<string> {
  const setCookie = await raiseSessionToAal2(request, { clientAddress })
  if (!setCookie) throw redirect(LOGIN_PAGES.admin.path)
  return setCookie
}
