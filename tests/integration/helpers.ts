import crypto from 'node:crypto'
import { hashPassword } from '~/accounts/password.server.ts'
import { rolesRequireSecondFactor } from '~/accounts/two-factor.server.ts'
import type { Role } from '~/marketplace/value-sets.ts'
import { db } from '~/utils/db.server.ts'
import { startSession, type AssuranceLevel } from '~/utils/session.server.ts'
import { createVendorProfile } from '~/vendors/profiles.server.ts'
import { SEED_VENDORS, seedVendorRow } from '../../prisma/seed-data/vendors.ts'

// Small helpers for integration tests: real rows, real Requests. Every test makes its own
// uniquely named data, so files can share a database (PostgreSQL runs) without interfering.

export const BASE_URL = 'http://localhost:3000'

export function uniqueEmail(prefix = 'user') {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.test`
}

/** A phone number no other test has: the duplicate-request rule matches on the phone, so a few thousand would collide. */
export function uniquePhone() {
  return `321-${crypto.randomInt(200, 1000)}-${String(crypto.randomInt(10_000)).padStart(4, '0')}`
}

export async function createUser({
  roles = [],
  password = 'correct-horse-battery',
  name = 'Test User',
}: { roles?: Role[]; password?: string; name?: string } = {}) {
  const email = uniqueEmail(roles[0] ?? 'user')
  const user = await db.user.create({
    data: { email, name, password: { create: { hash: await hashPassword(password) } }, roles: { create: roles.map((role) => ({ role })) } },
  })
  return { ...user, password }
}

/**
 * The Cookie header of a live session for the user, as a browser that finished signing in holds
 * it: an admin's at aal2 (the second factor passed, docs/decisions/0023), anyone else's at aal1.
 * Pass `aal: 'aal1'` for an admin who has given only the password.
 */
export async function sessionCookieFor(userId: string, { aal }: { aal?: AssuranceLevel } = {}): Promise<string> {
  const roles = (await db.userRole.findMany({ where: { userId }, select: { role: true } })).map(({ role }) => role as Role)
  const setCookie = await startSession(new Request(`${BASE_URL}/`), userId, { aal: aal ?? (rolesRequireSecondFactor(roles) ? 'aal2' : 'aal1') })
  return setCookie.split(';')[0]!
}

/**
 * Tests name the visitor's address in this header; `routeArgs` hands it to the route as the load
 * context's `clientAddress`, the way server/index.ts does from the socket. The app never reads it.
 */
export const TEST_CLIENT_ADDRESS = 'X-Test-Client-Address'

/** What React Router hands a loader or action: the request, params and the server's load context. */
export function routeArgs(request: Request, params: Record<string, string> = {}) {
  const clientAddress = request.headers.get(TEST_CLIENT_ADDRESS) ?? '192.0.2.1'
  return { request, params, context: { cspNonce: 'test-nonce', clientAddress } } as never
}

export function formRequest(path: string, fields: Record<string, string>, init: { cookie?: string; headers?: Record<string, string> } = {}) {
  return new Request(`${BASE_URL}${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: BASE_URL,
      [TEST_CLIENT_ADDRESS]: `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      ...(init.cookie ? { Cookie: init.cookie } : {}),
      ...init.headers,
    },
  })
}

export function getRequest(path: string, { cookie }: { cookie?: string } = {}) {
  return new Request(`${BASE_URL}${path}`, { headers: cookie ? { Cookie: cookie } : {} })
}

/** The Cookie header a browser would send back after this response (or `outcome`). */
export function cookieFrom(response: { headers: Headers }): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

export type Outcome = { status: number; headers: Headers; location: string | null; data: unknown }

/**
 * What a loader or action answered, whether it returned or threw: a Response (redirects), a
 * `data()` result with a status, or plain data (200).
 */
export async function outcome(promise: Promise<unknown> | unknown): Promise<Outcome> {
  let value: unknown
  try {
    value = await promise
  } catch (thrown) {
    value = thrown
    if (!(thrown instanceof Response) && !isDataWithInit(thrown)) throw thrown
  }
  if (value instanceof Response) {
    return { status: value.status, headers: value.headers, location: value.headers.get('Location'), data: null }
  }
  if (isDataWithInit(value)) {
    const headers = new Headers(value.init?.headers)
    return { status: value.init?.status ?? 200, headers, location: headers.get('Location'), data: value.data }
  }
  return { status: 200, headers: new Headers(), location: null, data: value }
}

type DataWithInit = { type: 'DataWithResponseInit'; data: unknown; init: ResponseInit | null }
function isDataWithInit(value: unknown): value is DataWithInit {
  return typeof value === 'object' && value !== null && (value as DataWithInit).type === 'DataWithResponseInit'
}

/** The form-level and field errors of a Conform `submission.reply()` in an action's data. */
export function replyErrors(data: unknown): Record<string, string[] | null> {
  return ((data as { result?: { error?: Record<string, string[] | null> } })?.result?.error ?? {}) as Record<string, string[] | null>
}

/** The seed's vendor directory, added where missing (other files may add vendors of their own). */
export async function ensureSeededVendors() {
  for (const vendor of SEED_VENDORS) {
    const { serviceTypes, ...row } = seedVendorRow(vendor)
    if (await db.vendorProfile.findUnique({ where: { slug: row.slug }, select: { id: true } })) continue
    await createVendorProfile(db, { data: { ...row, serviceTypes: { create: serviceTypes.map((serviceType) => ({ serviceType })) } } })
  }
}
