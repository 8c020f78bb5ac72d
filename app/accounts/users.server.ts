import { db } from '~/utils/db.server.ts'
import type { Role } from '~/marketplace/value-sets.ts'
import { hashPassword, needsRehash, spendPasswordCheckTime, verifyPassword } from './password.server.ts'

export function normalizeEmail(email: string) {
  return email.trim().toLowerCase()
}

export type AuthenticatedUser = { id: string; email: string; name: string; roles: Role[] }

/** The user for these credentials, or null — in the same time whether or not the email exists. */
export async function verifyUserCredentials(email: string, password: string): Promise<AuthenticatedUser | null> {
  const user = await db.user.findUnique({
    where: { email: normalizeEmail(email) },
    select: { id: true, email: true, name: true, password: { select: { hash: true } }, roles: { select: { role: true } } },
  })
  if (!user?.password) {
    await spendPasswordCheckTime(password)
    return null
  }
  if (!(await verifyPassword(password, user.password.hash))) return null
  if (needsRehash(user.password.hash)) {
    await db.password.update({ where: { userId: user.id }, data: { hash: await hashPassword(password) } })
  }
  return { id: user.id, email: user.email, name: user.name, roles: user.roles.map((r) => r.role as Role) }
}

export async function getUserWithRoles(userId: string): Promise<AuthenticatedUser | null> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { id: true, email: true, name: true, roles: { select: { role: true } } },
  })
  return user && { id: user.id, email: user.email, name: user.name, roles: user.roles.map((r) => r.role as Role) }
}
