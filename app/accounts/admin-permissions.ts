import type { Role } from '~/marketplace/value-sets.ts'

// Which admin role may do what (issue #22 item 5, docs/decisions/0033): the only place that says
// it. Loaders and actions ask for a permission (requirePermission in permissions.server.ts), and
// the admin navigation shows only the pages the signed-in admin's permissions open. Moderators run
// the marketplace's day-to-day work (the spec's shared rights: applications and the network they
// build, the blog); whatever reveals live secrets or other admins' traces is the super admin's.
export const ADMIN_PERMISSIONS = {
  /** the dashboard: applications (approve, reject), affiliates, vendors, referrals; credential downloads */
  applications: ['moderator', 'super_admin'],
  /** /admin/requests: Harper's requests held past a cap (their contact details), and releasing them */
  requests: ['moderator', 'super_admin'],
  /** /admin/blog: list, create, edit, delete posts */
  blog: ['moderator', 'super_admin'],
  /** /admin/outbox: every email sent or recorded (links redacted) */
  outbox: ['super_admin'],
  /** /admin/audit: sign-ins, reviews and admin actions */
  audit: ['super_admin'],
  /** /admin/csp-reports */
  cspReports: ['super_admin'],
  /** granting and removing admin roles */
  adminAccounts: ['super_admin'],
} as const satisfies Record<string, readonly Role[]>

export type AdminPermission = keyof typeof ADMIN_PERMISSIONS

export const ADMIN_PERMISSION_NAMES = Object.keys(ADMIN_PERMISSIONS) as AdminPermission[]

/** Whether a user holding `roles` has `permission`. */
export function rolesHavePermission(roles: readonly Role[], permission: AdminPermission): boolean {
  const allowed: readonly Role[] = ADMIN_PERMISSIONS[permission]
  return roles.some((role) => allowed.includes(role))
}

/** Every permission a user holding `roles` has (for the admin navigation). */
export function permissionsOf(roles: readonly Role[]): AdminPermission[] {
  return ADMIN_PERMISSION_NAMES.filter((permission) => rolesHavePermission(roles, permission))
}
