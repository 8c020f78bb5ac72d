import { createCookie } from 'react-router'
import { carriesCookie } from './cookies.ts'
import { db } from './db.server.ts'
import { getServerEnv, isSecureDeployment } from './env.server.ts'

// Database-backed sessions (docs/decisions/0003): the cookie carries only the signed id of a
// Session row; logging out or expiring deletes the row, which ends the session everywhere.
export const REMEMBER_ME_TTL_MS = 30 * 24 * 60 * 60 * 1000
export const DEFAULT_SESSION_TTL_MS = 12 * 60 * 60 * 1000

export function sessionCookieName() {
  return isSecureDeployment() ? '__Host-harper_session' : 'harper_session'
}

/** Whether the request carries a session cookie at all (signed-in pages are never cached). */
export function carriesSession(request: Request): boolean {
  return carriesCookie(request, sessionCookieName())
}

function sessionCookie() {
  const env = getServerEnv()
  return createCookie(sessionCookieName(), {
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

export type ActiveSession = { id: string; userId: string; expiresAt: Date }

export async function getActiveSession(request: Request): Promise<ActiveSession | null> {
  const id = await readSessionId(request)
  if (!id) return null
  const session = await db.session.findUnique({ where: { id }, select: { id: true, userId: true, expiresAt: true } })
  if (!session) return null
  if (session.expiresAt <= new Date()) {
    await db.session.deleteMany({ where: { id } })
    return null
  }
  return session
}

/**
 * Starts a session for the user: always a new row and id (no fixation), replacing whatever
 * session the browser carried. Returns the Set-Cookie header value.
 */
export async function startSession(
  request: Request,
  userId: string,
  { remember = false, clientAddress = null }: { remember?: boolean; clientAddress?: string | null } = {},
): Promise<string> {
  const previous = await readSessionId(request)
  const ttl = remember ? REMEMBER_ME_TTL_MS : DEFAULT_SESSION_TTL_MS
  const session = await db.$transaction(async (tx) => {
    // the browser's previous session and any of this user's expired ones
    await tx.session.deleteMany({
      where: { OR: [...(previous ? [{ id: previous }] : []), { userId, expiresAt: { lte: new Date() } }] },
    })
    return tx.session.create({
      data: {
        userId,
        expiresAt: new Date(Date.now() + ttl),
        ipAddress: clientAddress,
        userAgent: request.headers.get('User-Agent')?.slice(0, 300) ?? null,
      },
      select: { id: true, expiresAt: true },
    })
  })
  return sessionCookie().serialize(session.id, remember ? { expires: session.expiresAt } : {})
}

/** Deletes the browser's session row; returns the Set-Cookie header that clears the cookie. */
export async function endSession(request: Request): Promise<string> {
  const id = await readSessionId(request)
  if (id) await db.session.deleteMany({ where: { id } })
  return sessionCookie().serialize('', { maxAge: 0, expires: new Date(0) })
}
