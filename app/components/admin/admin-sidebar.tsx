import type { AdminPermission } from '~/accounts/admin-permissions.ts'
import { DashboardSidebar } from '~/components/dashboard/dashboard-sidebar.tsx'

// The admin area's navigation (spec §2): Dashboard, Blog, the dashboard's sections, and logout to
// /. Each link names the permission its page asks for, so an admin sees only the pages they can
// open (a moderator no outbox, audit log or CSP reports; docs/decisions/0033).
const LINKS: readonly { to: string; label: string; permission: AdminPermission }[] = [
  { to: '/admin-dashboard', label: 'Dashboard', permission: 'applications' },
  { to: '/admin-dashboard#applications', label: 'Applications', permission: 'applications' },
  { to: '/admin-dashboard#affiliates', label: 'Affiliates', permission: 'applications' },
  { to: '/admin-dashboard#referrals', label: 'Referrals', permission: 'applications' },
  { to: '/admin/blog', label: 'Blog', permission: 'blog' },
  { to: '/admin/requests', label: 'Held requests', permission: 'requests' },
  { to: '/admin/audit', label: 'Audit log', permission: 'audit' },
  { to: '/admin/outbox', label: 'Outbox', permission: 'outbox' },
  { to: '/admin/csp-reports', label: 'CSP reports', permission: 'cspReports' },
]

/** `permissions`: the signed-in admin's (permissionsOf, from the admin layout's loader). */
export function AdminSidebar({ permissions }: { permissions: readonly AdminPermission[] }) {
  return <DashboardSidebar label="Admin" links={LINKS.filter((link) => permissions.includes(link.permission))} logoutTo="/" signOutEverywhereTo="/admin-auth" />
}
