import type { Route } from './+types/admin-dashboard.ts'
import { AccessDenied, GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { LogoutButton } from '~/components/logout-button.tsx'
import { requireAdmin } from '~/accounts/permissions.server.ts'
import { pageMeta } from '~/utils/seo.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Admin Dashboard', description: 'Harper Home administration.', path: '/admin-dashboard', noindex: true })

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request)
  return { admin: { name: admin.name } }
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
          <p className="mt-2 text-muted-foreground">Manage affiliates, vendors, applications, and referrals</p>
        </div>
        <LogoutButton redirectTo="/" />
      </div>
      <p className="mt-6 max-w-3xl text-muted-foreground">
        Signed in as {loaderData.admin.name}. This is where administrators review pending affiliate and vendor
        applications, approve them into active accounts, and follow every affiliate's referrals and earnings across the
        network.
      </p>
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 403: () => <AccessDenied /> }} />
}
