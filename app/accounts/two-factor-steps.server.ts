import { redirect } from 'react-router'
import { recordAuditEvent } from '~/audit/audit.server.ts'
import { db } from '~/utils/db.server.ts'
import { safeRedirect } from '~/utils/safe-redirect.ts'
import { getActiveSession, raiseSessionToAal2, type ActiveSession } from '~/utils/session.server.ts'
import { LOGIN_PAGES } from './login-pages.ts'
import { hasAnyRole } from './permissions.server.ts'
import { checkCodeUnderLimits, type GuessCheck } from './second-factor-limits.server.ts'
import { ENROLMENT_LINK_PATH, isRecoveryCodeShaped, twoFactorStateOf, type TwoFactorState } from './two-factor.server.ts'
import { getUserWithRoles, type AuthenticatedUser } from './users.server.ts'

// The step from aal1 to aal2 for admins (docs/decisions/0023), shared by /admin-auth/verify and
// /admin-auth/enrol: who may be on those pages, the guess limits, the audit and the rotation.

export const SECOND_FACTOR_AUDIT_ACTIONS = { verify: 'admin.second_factor', enrol: 'admin.second_factor_enrol' } as const

export type PendingAdmin = { session: ActiveSession; user: AuthenticatedUser; state: TwoFactorState; target: string }

/**
 * Where to go after the step-up: the page asked for, kept on this site, else the dashboard — never
 * back into these pages (an enrolment link opened while signed out comes back as the target).
 */
export function stepUpTarget(request: Request): string {
  const target = safeRedirect(new URL(request.url).searchParams.get('redirectTo'), LOGIN_PAGES.admin.home)
  return target.startsWith(LOGIN_PAGES.admin.path) ? LOGIN_PAGES.admin.home : target
}

/**
 * The enrolment link's token: in the page's own URL, or in the target it was sent on to when it
 * was opened signed out (sign-in → code page → enrolment, each keeping `redirectTo`).
 */
export function enrolmentTokenOf(request: Request): string | null {
  const url = new URL(request.url)
  const own = url.searchParams.get('token')
  if (own) return own
  const target = new URL(url.searchParams.get('redirectTo') ?? '/', url)
  return target.origin === url.origin && target.pathname === ENROLMENT_LINK_PATH ? target.searchParams.get('token') : null
}

/** Anonymous visitors of an enrolment link sign in first and come back to it. */
export function signInForEnrolmentLink(request: Request): never {
  const url = new URL(request.url)
  throw redirect(`${LOGIN_PAGES.admin.path}?${new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })}`)
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

/** How far back a passed second factor makes an address known (as for passwords, 0020). */
const KNOWN_ADDRESS_MS = 90 * 24 * 60 * 60 * 1000

/**
 * Checks a posted code under the failure limits (docs/decisions/0034); a refusal is audited here.
 * `failed` says which outcomes are wrong guesses (a replayed code is not one: it was right once).
 */
export async function checkCodeGuess<T>(
  audit: AuditContext,
  kind: keyof typeof SECOND_FACTOR_AUDIT_ACTIONS,
  userId: string,
  code: string,
  check: () => Promise<T>,
  failed: (outcome: T) => boolean,
): Promise<GuessCheck<T>> {
  const guess = await checkCodeUnderLimits({
    userId,
    clientAddress: audit.clientAddress,
    isRecoveryCode: isRecoveryCodeShaped(code),
    isKnownAddress: () => hasPassedSecondFactorFrom(userId, audit.clientAddress),
    check,
    failed,
  })
  if (guess.status === 'rate_limited') await auditSecondFactor(audit, kind, userId, 'rate_limited')
  return guess
}

/** Whether the account passed the second factor (or enrolled) from this address lately: the audit log's record. */
async function hasPassedSecondFactorFrom(userId: string, clientAddress: string | null | undefined, now = Date.now()): Promise<boolean> {
  if (!clientAddress) return false
  const passed = await db.auditEvent.findFirst({
    where: {
      actorId: userId,
      action: { in: Object.values(SECOND_FACTOR_AUDIT_ACTIONS) },
      outcome: 'success',
      ipAddress: clientAddress,
      createdAt: { gte: new Date(now - KNOWN_ADDRESS_MS) },
    },
    select: { id: true },
  })
  return passed !== null
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
