import { data } from 'react-router'
import { ADMIN_ROLES, type Role } from '~/marketplace/value-sets.ts'
import { requireUserId } from './auth.server.ts'
import { loginPageForRoles } from './login-pages.ts'
import { getUserWithRoles, type AuthenticatedUser } from './users.server.ts'

export function hasAnyRole(user: Pick<AuthenticatedUser, 'roles'>, roles: readonly Role[]) {
  return user.roles.some((role) => roles.includes(role))
}

/**
 * The signed-in user when they hold one of `roles`. Anonymous visitors are redirected to the
 * matching login page; signed-in users without the role get a 403 response.
 */
export async function requireUserWithRole(request: Request, roles: Role | readonly Role[]): Promise<AuthenticatedUser> {
  const required = typeof roles === 'string' ? [roles] : roles
  const userId = await requireUserId(request, { loginPath: loginPageForRoles(required).path })
  const user = await getUserWithRoles(userId)
  if (!user || !hasAnyRole(user, required)) {
    throw data({ requiredRoles: required }, { status: 403, statusText: 'Forbidden' })
  }
  return user
}

export function requireAdmin(request: Request) {
  return requireUserWithRole(request, ADMIN_ROLES)
}
