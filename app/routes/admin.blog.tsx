import { data } from 'react-router'
import type { Route } from './+types/admin.blog.ts'
import { LogoutButton } from '~/components/logout-button.tsx'
import { requireAdmin } from '~/accounts/permissions.server.ts'
import { pageMeta } from '~/utils/seo.ts'
import { redirectWithToast } from '~/utils/toast.server.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Blog Management', description: 'Create, edit and publish Harper Home blog posts.', path: '/admin/blog', noindex: true })

/** Spec §2: anonymous visitors go to /admin-auth; signed-in non-admins get 'Unauthorized access' and go home. */
async function requireBlogAdmin(request: Request) {
  try {
    return await requireAdmin(request)
  } catch (error) {
    if (error && typeof error === 'object' && 'init' in error && (error as ReturnType<typeof data>).init?.status === 403) {
      throw await redirectWithToast('/', { type: 'error', description: 'Unauthorized access' })
    }
    throw error
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireBlogAdmin(request)
  return null
}

export default function AdminBlog() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">Blog Management</h1>
        <LogoutButton redirectTo="/admin-auth" />
      </div>
      <p className="mt-4 max-w-3xl text-muted-foreground">
        Administrators list every post here, drafts included, and create, edit, publish or delete posts. Published posts
        appear on the public blog; drafts stay here until they are ready.
      </p>
    </section>
  )
}
