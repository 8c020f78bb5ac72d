import { Outlet } from 'react-router'
import type { Route } from './+types/admin-layout.ts'
import { permissionsOf } from '~/accounts/admin-permissions.ts'
import { requireAdmin } from '~/accounts/permissions.server.ts'
import { AdminSidebar } from '~/components/admin/admin-sidebar.tsx'
import { AccessDenied, GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { privatePageHeaders } from '~/utils/headers.server.ts'

// The admin area's shell (app/routes.ts wraps every admin page in it): the sidebar beside the
// page. Its loader lets in any admin (with the second factor) and names their permissions for the
// sidebar's links; it is not the pages' guard. Every admin page's loader and action still checks
// its own permission (requirePermission): a layout's loader does not run before an action, a
// fetcher's load or a navigation between admin pages (docs/decisions/0042).

export const headers: Route.HeadersFunction = privatePageHeaders

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context)
  return { permissions: permissionsOf(admin.roles) }
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[12rem_1fr] lg:px-8">
      <aside>
        <AdminSidebar permissions={loaderData.permissions} />
      </aside>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 403: () => <AccessDenied /> }} />
}
