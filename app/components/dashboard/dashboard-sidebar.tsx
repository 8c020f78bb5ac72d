import { Link } from 'react-router'
import { LogoutButton, SignOutEverywhereButton } from '~/components/logout-button.tsx'

const LINK_CLASS = 'rounded-md px-3 py-2 font-medium hover:bg-muted'

/**
 * A signed-in area's sidebar: its links (an in-page `#anchor` is a plain link, a page a router
 * link), then 'Logout' and 'Sign out everywhere', each sending the user where `logoutTo` and
 * `signOutEverywhereTo` say.
 */
export function DashboardSidebar({
  label,
  links,
  logoutTo,
  signOutEverywhereTo,
}: {
  label: string
  links: readonly { to: string; label: string }[]
  logoutTo: string
  signOutEverywhereTo: string
}) {
  return (
    <nav aria-label={label} className="flex flex-col gap-1 rounded-xl border border-border bg-surface p-3 text-sm lg:sticky lg:top-24">
      {links.map((link) =>
        link.to.startsWith('#') ? (
          <a key={link.to} href={link.to} className={LINK_CLASS}>
            {link.label}
          </a>
        ) : (
          <Link key={link.to} to={link.to} className={LINK_CLASS}>
            {link.label}
          </Link>
        ),
      )}
      <div className="mt-2 border-t border-border pt-2">
        <LogoutButton redirectTo={logoutTo} className="w-full" />
        <SignOutEverywhereButton redirectTo={signOutEverywhereTo} className="mt-2 w-full" />
      </div>
    </nav>
  )
}
