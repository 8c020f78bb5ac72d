// The bench's signed-in visitors (scripts/bench/run.ts over HTTP, scripts/bench/views.ts
// in-process): the seeded demo affiliate, vendor and admin, each signed in through the real login
// forms; the admin also passes the second factor, with a TOTP key the bench enrols for itself on
// its throwaway database (the seed enrols none: an admin's first sign-in enrols through an emailed
// link, docs/decisions/0034).
import { Secret } from 'otpauth'
import { DEMO_ACCOUNTS } from '../../prisma/seed.ts'
import { encryptTotpKey, totpCodeAt } from '~/accounts/two-factor.server.ts'
import { createDb } from '~/utils/db.server.ts'

/**
 * The floor the signed-in pages are measured against (docs/decisions/0047): the cheapest page this
 * app renders per request, anonymous, with no database read of its own. /forgot-password is served
 * per request (app/route-serving.ts: never pre-rendered, never kept), has no loader, and is the
 * smallest document the app renders: its form is an island. Without a cookie, the root loader finds
 * no session, toast or referral to read. (/privacy asked with a query string, which node:http's
 * pre-rendered copy does not answer, costs the same in-process; it is a pre-rendered page made to
 * render, not one served so.)
 */
export const FLOOR_PAGE = '/forgot-password'

export type SignedInRole = 'affiliate' | 'vendor' | 'admin'

const LOGIN: Record<SignedInRole, { path: string; email: string }> = {
  affiliate: { path: '/affiliate-auth', email: 'affiliate@example.com' },
  vendor: { path: '/vendor-login', email: 'vendor@example.com' },
  admin: { path: '/admin-auth', email: 'admin@example.com' },
}

/** The TOTP key enrolled for the demo admin by `enrolBenchAdmin` (one per process). */
const ADMIN_TOTP_KEY = new Secret({ size: 20 }).base32

/** Enrols a verified TOTP factor for the demo admin in the bench's database, signed under `secrets` as the server's. */
export async function enrolBenchAdmin(databaseUrl: string, secrets: string[]) {
  const db = createDb(databaseUrl)
  try {
    const admin = await db.user.findUniqueOrThrow({ where: { email: LOGIN.admin.email }, select: { id: true } })
    const factor = { encryptedSecret: encryptTotpKey(ADMIN_TOTP_KEY, secrets), verifiedAt: new Date(), lastUsedStep: 0 }
    await db.twoFactor.upsert({ where: { userId: admin.id }, create: { userId: admin.id, ...factor }, update: factor })
  } finally {
    await db.$disconnect()
  }
}

type Send = (pathname: string, init: RequestInit) => Promise<Response>

/** The session cookie a response sets (name=value), or null; a toast cookie is left out, as a browser would drop it after one view. */
function sessionCookieOf(response: Response): string | null {
  return (
    response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0]!)
      .find((cookie) => /^(__Host-)?harper_session=./.test(cookie)) ?? null
  )
}

async function post(send: Send, pathname: string, form: Record<string, string>, cookie?: string) {
  const response = await send(pathname, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/x-www-form-urlencoded', ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(form).toString(),
  })
  const session = sessionCookieOf(response)
  if (response.status < 300 || response.status >= 400 || !session) throw new Error(`POST ${pathname}: status ${response.status}, no session cookie`)
  return session
}

/** Signs one demo user in through the login form (and the admin's code page); returns the Cookie header of the session. */
export async function signIn(send: Send, role: SignedInRole): Promise<string> {
  const { path, email } = LOGIN[role]
  const password = DEMO_ACCOUNTS.find((account) => account.email === email)!.password
  const session = await post(send, path, { intent: 'login', email, password })
  if (role !== 'admin') return session
  return post(send, '/admin-auth/verify', { code: totpCodeAt(ADMIN_TOTP_KEY) }, session)
}

export async function signInAll(send: Send): Promise<Record<SignedInRole, string>> {
  return { affiliate: await signIn(send, 'affiliate'), vendor: await signIn(send, 'vendor'), admin: await signIn(send, 'admin') }
}
