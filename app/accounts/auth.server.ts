import { redirect } from 'react-router'
import type { Role } from '~/marketplace/value-sets.ts'
import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { endAllSessions, endSession, getActiveSession, startSession } from '~/utils/session.server.ts'
import { safeRedirect } from '~/utils/safe-redirect.ts'
import { LOGIN_PAGES } from './login-pages.ts'
import { sessionLifetimeFor } from './session-policy.ts'
import { getUserWithRoles, verifyUserCredentials, type AuthenticatedUser } from './users.server.ts'

export class InvalidCredentialsError extends Error {
  constructor() {
    super('Invalid email or password')
    this.name = 'InvalidCredentialsError'
  }
}

/**
 * remix-auth with the form strategy. FormStrategy reads `request.clone().formData()`, so route
 * actions validate their own clone with Conform first and then call `authenticateWithPassword`.
 */
export const authenticator = new Authenticator<AuthenticatedUser>()
authenticator.use(
  new FormStrategy(async ({ form }) => {
    const email = String(form.get('email') ?? '')
    const password = String(form.get('password') ?? '')
    const user = await verifyUserCredentials(email, password)
    if (!user) throw new InvalidCredentialsError()
    return user
  }),
  'password',
)

/** The user for the posted email/password, or null when they do not match. */
export async function authenticateWithPassword(request: Request): Promise<AuthenticatedUser | null> {
  try {
    return await authenticator.authenticate('password', request)
  } catch (error) {
    if (error instanceof InvalidCredentialsError) return null
    throw error
  }
}

/** `scope`: the request's load context, for loaders (one session lookup per request: session.server.ts). */
export async function getUserId(request: Request, scope?: object): Promise<string | null> {
  return (await getActiveSession(request, scope))?.userId ?? null
}

/** The signed-in user with their roles, read with the session itself (one statement per request). */
export async function getUser(request: Request, scope?: object): Promise<AuthenticatedUser | null> {
  const user = (await getActiveSession(request, scope))?.user
  return user ? { ...user, roles: user.roles as Role[] } : null
}

/** The signed-in user's id; anonymous visitors are sent to `loginPath` and brought back after. */
export async function requireUserId(
  request: Request,
  { loginPath = LOGIN_PAGES.affiliate.path, scope }: { loginPath?: string; scope?: object } = {},
): Promise<string> {
  const userId = await getUserId(request, scope)
  if (!userId) {
    const url = new URL(request.url)
    const params = new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })
    throw redirect(`${loginPath}?${params}`)
  }
  return userId
}

/** For login and sign-up pages: a signed-in user is sent on to `redirectTo`. */
export async function requireAnonymous(request: Request, redirectTo: string) {
  if (await getUserId(request)) throw redirect(redirectTo)
}

/** Starts a session and redirects, carrying the session cookie (plus any extra headers). */
export async function loginAndRedirect(
  request: Request,
  user: Pick<AuthenticatedUser, 'id'> & { roles?: AuthenticatedUser['roles'] },
  {
    remember = false,
    redirectTo = '/',
    clientAddress = null,
    headers = new Headers(),
  }: { remember?: boolean; redirectTo?: string | null; clientAddress?: string | null; headers?: Headers },
) {
  // the target is made header-safe before the session exists, so no session without its cookie
  const target = safeRedirect(redirectTo, '/')
  // the lifetime follows the roles held at sign-in; a role change ends the sessions (0020)
  const roles = user.roles ?? (await getUserWithRoles(user.id))?.roles ?? []
  headers.append('Set-Cookie', await startSession(request, user.id, { lifetime: sessionLifetimeFor(roles, { remember }), clientAddress }))
  return redirect(target, { headers })
}

/** Ends the session (deleting its row) and returns the Set-Cookie header that clears the cookie. */
export async function logout(request: Request): Promise<string> {
  return endSession(request)
}

/** "Sign out everywhere": deletes every session of the signed-in user; returns the user and how many ended. */
export async function logoutEverywhere(request: Request): Promise<{ userId: string | null; ended: number; setCookie: string }> {
  const userId = await getUserId(request)
  const ended = userId ? await endAllSessions(userId) : 0
  return { userId, ended, setCookie: await endSession(request) }
}
