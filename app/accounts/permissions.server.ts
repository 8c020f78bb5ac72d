import { data, redirect } from 'react-router'
import { recordAuditEvent } from '~/audit/audit.server.ts'
import { ADMIN_ROLES, type Role } from '~/marketplace/value-sets.ts'
import { getActiveSession } from '~/utils/session.server.ts'
import { getUser, requireUserId } from './auth.server.ts'
import { rolesHavePermission, type AdminPermission } from './admin-permissions.ts'
import { loginPageForRoles } from './login-pages.ts'
import { rolesRequireSecondFactor } from './two-factor.server.ts'
import { TWO_FACTOR_PATHS } from './two-factor-schemas.ts'
import type { AuthenticatedUser } from './users.server.ts'

export function hasAnyRole(user: Pick<AuthenticatedUser, 'roles'>, roles: readonly Role[]) {
  return user.roles.some((role) => roles.includes(role))
}

/**
 * The signed-in user when they hold one of `roles`. Anonymous visitors are redirected to the
 * matching login page; signed-in users without the role get a 403 response. A user let in only
 * by an admin role must have passed the second factor (an aal2 session, docs/decisions/0023):
 * at aal1 they are sent to the code page (or enrolment) and brought back after. Every admin
 * loader and action calls this, so none can forget the check.
 */
export async function requireUserWithRole(request: Request, roles: Role | readonly Role[], scope?: object): Promise<AuthenticatedUser> {
  const required = typeof roles === 'string' ? [roles] : roles
  await requireUserId(request, { loginPath: loginPageForRoles(required).path, scope })
  // the user and roles read with the session, in this request (not read again: docs/decisions/0047)
  const user = await getUser(request, scope)
  if (!user || !hasAnyRole(user, required)) {
    throw data({ requiredRoles: required }, { status: 403, statusText: 'Forbidden' })
  }
  // let in only by admin roles (not, say, also by 'affiliate' on an affiliate page)
  const admittedBy = user.roles.filter((role) => required.includes(role))
  if (admittedBy.every((role) => rolesRequireSecondFactor([role]))) {
    const session = await getActiveSession(request, scope)
    if (session?.aal !== 'aal2') throw redirect(secondFactorPath(request))
  }
  return user
}

/** The code page, bringing the admin back to the page (or, for a form post, the page) they asked for. */
function secondFactorPath(request: Request): string {
  const url = new URL(request.url)
  const back = request.method === 'GET' ? `${url.pathname}${url.search}` : url.pathname
  return `${TWO_FACTOR_PATHS.verify}?${new URLSearchParams({ redirectTo: back.replace(/\.data$/, '') })}`
}

/** Whether the signed-in user acts as an admin now: an admin role and an aal2 session (for optional admin views). */
export async function isAdminAtAal2(request: Request, user: Pick<AuthenticatedUser, 'roles'> | null): Promise<boolean> {
  if (!user || !hasAnyRole(user, ADMIN_ROLES)) return false
  return (await getActiveSession(request))?.aal === 'aal2'
}

/** `scope`: the request's load context, for loaders (one session lookup per request: session.server.ts). */
export function requireAdmin(request: Request, scope?: object) {
  return requireUserWithRole(request, ADMIN_ROLES, scope)
}

/**
 * The signed-in admin when their role has `permission` (the table in admin-permissions.ts). Any
 * admin role is checked first, with its second factor (requireUserWithRole): anonymous visitors
 * go to the admin login, an aal1 admin to the code page, other roles get a 403. An admin whose
 * role lacks the permission gets a 403 too, and the refusal is audited ('admin.access', denied).
 */
export async function requirePermission(
  request: Request,
  permission: AdminPermission,
  context: { clientAddress?: string | null } = {},
): Promise<AuthenticatedUser> {
  const admin = await requireAdmin(request, context)
  if (!rolesHavePermission(admin.roles, permission)) {
    await recordAuditEvent({
      request,
      clientAddress: context.clientAddress,
      action: 'admin.access',
      outcome: 'denied',
      actorId: admin.id,
      metadata: { permission, path: new URL(request.url).pathname },
    })
    throw data({ requiredPermission: permission }, { status: 403, statusText: 'Forbidden' })
  }
  return admin
}
