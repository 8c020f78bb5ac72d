import { createCookieSessionStorage, redirect } from 'react-router'
import { z } from 'zod'
import { getServerEnv, isSecureDeployment } from './env.server.ts'
import { createSignedCookie } from './signed-cookie.server.ts'

// A one-time message carried across a redirect in its own cookie, shown by root (sonner with
// JavaScript, a status banner without it).
export const ToastSchema = z.object({
  id: z.string().default(() => crypto.randomUUID()),
  type: z.enum(['message', 'success', 'error']).default('message'),
  title: z.string().optional(),
  description: z.string(),
})
export type Toast = z.output<typeof ToastSchema>
export type ToastInput = z.input<typeof ToastSchema>

const TOAST_KEY = 'toast'

function toastStorage() {
  return createCookieSessionStorage({
    cookie: createSignedCookie(isSecureDeployment() ? '__Host-harper_toast' : 'harper_toast', {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: isSecureDeployment(),
      secrets: getServerEnv().SESSION_SECRETS,
    }),
  })
}

export async function createToastHeaders(input: ToastInput): Promise<Headers> {
  const storage = toastStorage()
  const session = await storage.getSession()
  session.flash(TOAST_KEY, ToastSchema.parse(input))
  return new Headers({ 'Set-Cookie': await storage.commitSession(session) })
}

export async function redirectWithToast(url: string, toast: ToastInput, init?: ResponseInit) {
  const headers = new Headers(init?.headers)
  for (const cookie of (await createToastHeaders(toast)).getSetCookie()) headers.append('Set-Cookie', cookie)
  return redirect(url, { ...init, headers })
}

/** The pending toast (if any) and the Set-Cookie header that consumes it. */
export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const storage = toastStorage()
  const session = await storage.getSession(request.headers.get('Cookie'))
  // check before reading: reading a flash value removes it from the session
  if (!session.has(TOAST_KEY)) return { toast: null, headers: null }
  const parsed = ToastSchema.safeParse(session.get(TOAST_KEY))
  return {
    toast: parsed.success ? parsed.data : null,
    headers: new Headers({ 'Set-Cookie': await storage.destroySession(session) }),
  }
}
