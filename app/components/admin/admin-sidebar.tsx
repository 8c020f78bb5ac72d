import { Link } from 'react-router'
import type { AdminPermission } from '~/accounts/admin-permissions.ts'
import { LogoutButton, SignOutEverywhereButton } from '~/components/logout-button.tsx'

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

/** `permissions`: the signed-in admin's (permissionsOf, from the page's loader). */
export function AdminSidebar({ permissions }: { permissions: readonly AdminPermission[] }) {
  return (
    <nav aria-label="Admin" className="flex flex-col gap-1 rounded-xl border border-border bg-surface p-3 text-sm lg:sticky lg:top-24">
      {LINKS.filter((link) => permissions.includes(link.permission)).map((link) => (
        <Link key={link.to} to={link.to} className="rounded-md px-3 py-2 font-medium hover:bg-muted">
          {link.label}
        </Link>
      ))}
      <div className="mt-2 border-t border-border pt-2">
        <LogoutButton redirectTo="/" className="w-full" />
        <SignOutEverywhereButton redirectTo="/admin-auth" className="mt-2 w-full" />
      </div>
    </nav>
  )
}
