import { carriesCookie } from './cookies.ts'
import { db, dbRows } from './db.server.ts'
import { getServerEnv, isSecureDeployment } from './env.server.ts'
import { truncateText } from './misc.ts'
import { createSignedCookie } from './signed-cookie.server.ts'

// Database-backed sessions (docs/decisions/0003, 0020): the cookie carries only the signed id of a
// Session row; logging out or expiring deletes the row, which ends the session everywhere. A row
// has an absolute end (`expiresAt`, never extended) and an idle timeout counted from `lastSeenAt`.

/** How long a session may live: `idleMs` without a request, `absoluteMs` in all; `persistent` sets the cookie's Expires. */
export type SessionLifetime = { idleMs: number; absoluteMs: number; persistent: boolean }

/** Sessions started without a stated lifetime (fixtures, tools): the former 12 hours in all. */
export const DEFAULT_SESSION_LIFETIME: SessionLifetime = { idleMs: 12 * 60 * 60 * 1000, absoluteMs: 12 * 60 * 60 * 1000, persistent: false }

/** `lastSeenAt` is written at most this often, so activity does not cost a write per request. */
export const LAST_SEEN_RESOLUTION_MS = 60 * 1000

export function sessionCookieName() {
  return isSecureDeployment() ? '__Host-harper_session' : 'harper_session'
}

/** Whether the request carries a session cookie at all (signed-in pages are never cached). */
export function carriesSession(request: Request): boolean {
  return carriesCookie(request, sessionCookieName())
}

/** Its key is made once per process, not on every request (signed-cookie.server.ts, docs/decisions/0047). */
function sessionCookie() {
  const env = getServerEnv()
  return createSignedCookie(sessionCookieName(), {
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureDeployment(),
    path: '/',
    secrets: env.SESSION_SECRETS,
  })
}

export async function readSessionId(request: Request): Promise<string | null> {
  const value = await sessionCookie().parse(request.headers.get('Cookie'))
  return typeof value === 'string' && value.length > 0 ? value : null
}

/** Authenticator assurance: aal1 after a password, aal2 after a second factor too (docs/decisions/0023). */
export type AssuranceLevel = 'aal1' | 'aal2'

/** The session's user, read in the same statement as the session (the root loader shows it on every page). */
export type SessionUser = { id: string; email: string; name: string; roles: string[] }

export type ActiveSession = { id: string; userId: string; expiresAt: Date; aal: AssuranceLevel; user: SessionUser }

/** Whether a session row has ended at `now`: past its absolute end, or idle for longer than its timeout. */
export function sessionHasEnded(row: { expiresAt: Date; lastSeenAt: Date; idleTimeoutSeconds: number }, now: Date): boolean {
  return row.expiresAt <= now || row.lastSeenAt.getTime() + row.idleTimeoutSeconds * 1000 <= now.getTime()
}

/**
 * One lookup per request: the root loader and the page's loader both ask (one query and one
 * cookie signature check instead of two). Starting or ending the session forgets it.
 *
 * React Router hands each loader its own copy of the request (it strips its `index` and `_routes`
 * parameters into a new Request per loader), so the request alone does not tell two loaders of one
 * request apart from two requests: a loader passes `scope`, the request's load context (one object
 * per request, made by server/index.ts), and GET loaders of one request then share one lookup
 * (docs/decisions/0047). Only for GET: the loaders that run after an action get a GET copy and so
 * read the session afresh, never a lookup made before the action changed it. The cookie is part of
 * the key, so a scope reused by mistake never hands one browser's session to another.
 */
const sessionsOfRequests = new WeakMap<object, { cookie: string | null; session: Promise<ActiveSession | null> }>()

export function getActiveSession(request: Request, scope?: object): Promise<ActiveSession | null> {
  const key = scope && request.method === 'GET' ? scope : request
  const cookie = request.headers.get('Cookie')
  const known = sessionsOfRequests.get(key)
  if (known && known.cookie === cookie) return known.session
  const session = lookUpActiveSession(request)
  sessionsOfRequests.set(key, { cookie, session })
  session.catch(() => {
    if (sessionsOfRequests.get(key)?.session === session) sessionsOfRequests.delete(key)
  })
  return session
}

/** One row per role of the session's user (one row with a null role when they hold none). */
type SessionRow = {
  id: string
  userId: string
  expiresAt: Date
  lastSeenAt: Date
  idleTimeoutSeconds: number
  aal: string
  email: string
  name: string
  role: string | null
}

/**
 * The session, its user and the user's roles in one statement (docs/decisions/0047): Prisma's
 * nested select sends three (the session, the user, the roles), each planned anew, and this lookup
 * runs on every signed-in request. Portable SQL: quoted identifiers read the same tables on SQLite
 * and PostgreSQL.
 */
function readSessionRows(id: string) {
  return dbRows<SessionRow>`
    SELECT s."id", s."userId", s."expiresAt", s."lastSeenAt", s."idleTimeoutSeconds", s."aal", u."email", u."name", r."role"
    FROM "Session" s JOIN "User" u ON u."id" = s."userId" LEFT JOIN "UserRole" r ON r."userId" = s."userId"
    WHERE s."id" = ${id} ORDER BY r."role"`
}

async function lookUpActiveSession(request: Request): Promise<ActiveSession | null> {
  const id = await readSessionId(request)
  if (!id) return null
  const rows = await readSessionRows(id)
  const session = rows[0]
  if (!session) return null
  const now = new Date()
  if (sessionHasEnded(session, now)) {
    await db.session.deleteMany({ where: { id } })
    return null
  }
  if (now.getTime() - session.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    // conditional, so concurrent requests of one browser write once
    await db.session.updateMany({ where: { id, lastSeenAt: session.lastSeenAt }, data: { lastSeenAt: now } })
  }
  return {
    id: session.id,
    userId: session.userId,
    expiresAt: session.expiresAt,
    aal: session.aal === 'aal2' ? 'aal2' : 'aal1',
    user: { id: session.userId, email: session.email, name: session.name, roles: rows.flatMap((row) => (row.role ? [row.role] : [])) },
  }
}

/**
 * Starts a session for the user: always a new row and id (no fixation), replacing whatever
 * session the browser carried. Returns the Set-Cookie header value.
 */
export async function startSession(
  request: Request,
  userId: string,
  {
    lifetime = DEFAULT_SESSION_LIFETIME,
    clientAddress = null,
    aal = 'aal1',
  }: { lifetime?: SessionLifetime; clientAddress?: string | null; aal?: AssuranceLevel } = {},
): Promise<string> {
  sessionsOfRequests.delete(request)
  const previous = await readSessionId(request)
  const now = new Date()
  const session = await db.$transaction(async (tx) => {
    // the browser's previous session and any of this user's expired ones
    await tx.session.deleteMany({
      where: { OR: [...(previous ? [{ id: previous }] : []), { userId, expiresAt: { lte: now } }] },
    })
    return tx.session.create({
      data: {
        userId,
        expiresAt: new Date(now.getTime() + lifetime.absoluteMs),
        lastSeenAt: now,
        idleTimeoutSeconds: Math.floor(Math.min(lifetime.idleMs, lifetime.absoluteMs) / 1000),
        aal,
        ipAddress: clientAddress,
        userAgent: truncateText(request.headers.get('User-Agent') ?? '', 300) || null,
      },
      select: { id: true, expiresAt: true },
    })
  })
  return sessionCookie().serialize(session.id, lifetime.persistent ? { expires: session.expiresAt } : {})
}

/**
 * The step-up to aal2 (a privilege change): the session is replaced by a new row and id at aal2,
 * keeping its absolute end and idle timeout, so an id seen at aal1 never carries aal2. Returns
 * the Set-Cookie header value, or null when the browser has no live session.
 */
export async function raiseSessionToAal2(request: Request, { clientAddress = null }: { clientAddress?: string | null } = {}): Promise<string | null> {
  const current = await getActiveSession(request)
  if (!current) return null
  const old = await db.session.findUnique({ where: { id: current.id }, select: { idleTimeoutSeconds: true, userAgent: true } })
  // the old row goes first: whoever deletes it (this step-up, or a sign-out racing it) decides
  const { count } = await db.session.deleteMany({ where: { id: current.id } })
  if (!old || count === 0) return null
  const replacement = await db.session.create({
    data: {
      userId: current.userId,
      expiresAt: current.expiresAt,
      lastSeenAt: new Date(),
      idleTimeoutSeconds: old.idleTimeoutSeconds,
      aal: 'aal2',
      ipAddress: clientAddress,
      userAgent: old.userAgent,
    },
    select: { id: true },
  })
  // admin sessions are never persistent (0020), so the cookie stays a browser-session cookie
  return sessionCookie().serialize(replacement.id)
}

/** Deletes the browser's session row; returns the Set-Cookie header that clears the cookie. */
export async function endSession(request: Request): Promise<string> {
  sessionsOfRequests.delete(request)
  const id = await readSessionId(request)
  if (id) await db.session.deleteMany({ where: { id } })
  return clearedSessionCookie()
}

/** Deletes every session of the user (every browser, this one included); returns how many ended. */
export async function endAllSessions(userId: string): Promise<number> {
  const { count } = await db.session.deleteMany({ where: { userId } })
  return count
}

export function clearedSessionCookie(): Promise<string> {
  return sessionCookie().serialize('', { maxAge: 0, expires: new Date(0) })
}
