import { Link } from 'react-router'
import { LogoutButton, SignOutEverywhereButton } from '~/components/logout-button.tsx'

// The admin area's navigation (spec §2): Dashboard, Blog, the dashboard's sections, and logout to /.
const LINKS = [
  { to: '/admin-dashboard', label: 'Dashboard' },
  { to: '/admin-dashboard#applications', label: 'Applications' },
  { to: '/admin-dashboard#affiliates', label: 'Affiliates' },
  { to: '/admin-dashboard#referrals', label: 'Referrals' },
  { to: '/admin/blog', label: 'Blog' },
  { to: '/admin/audit', label: 'Audit log' },
  { to: '/admin/requests', label: 'Held requests' },
  { to: '/admin/outbox', label: 'Outbox' },
  { to: '/admin/csp-reports', label: 'CSP reports' },
] as const

export function AdminSidebar() {
  return (
    <nav aria-label="Admin" className="flex flex-col gap-1 rounded-xl border border-border bg-surface p-3 text-sm lg:sticky lg:top-24">
      {LINKS.map((link) => (
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
