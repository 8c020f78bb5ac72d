import { useEffect, useState } from 'react'
import { data, Form, Link, useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router'
import type { Route } from './+types/admin.blog.ts'
import { BLOG_MESSAGES, BlogPostSchema, DeletePostSchema } from '~/blog/blog-post-schema.ts'
import { formatPostDate } from '~/blog/format.ts'
import { allCategories, deletePost, findPostForEdit, listPostsForAdmin, savePost } from '~/blog/posts.server.ts'
import { publicationState } from '~/blog/publishing.ts'
import { NEW_POST_FORM_ID, PostForm, postFormId } from '~/components/blog/post-form.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { LogoutButton } from '~/components/logout-button.tsx'
import { Badge } from '~/components/ui/badge.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { DataTable, Td } from '~/components/ui/data-table.tsx'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog.tsx'
import { StatusButton } from '~/components/ui/status-button.tsx'
import { requirePermission } from '~/accounts/permissions.server.ts'
import { ADMIN_AUDIT_ACTIONS } from '~/audit/audit-categories.ts'
import { recordAuditEvent } from '~/audit/audit.server.ts'
import { parseSubmission, readFormData } from '~/utils/form-action.server.ts'
import { privatePageHeaders } from '~/utils/headers.server.ts'
import { pageMeta } from '~/utils/seo.ts'
import { createToastHeaders, redirectWithToast } from '~/utils/toast.server.ts'
import { useHydrated } from '~/utils/use-hydrated.ts'

// signed-in only: never cached, on documents and .data alike (docs/decisions/0020)
export const headers: Route.HeadersFunction = privatePageHeaders

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Blog Management', description: 'Create, edit and publish Harper Home blog posts.', path: '/admin/blog', noindex: true })

/** Spec §2: anonymous visitors go to /admin-auth; signed-in non-admins get 'Unauthorized access' and go home. */
async function requireBlogAdmin(request: Request, context: { clientAddress?: string | null }) {
  try {
    return await requirePermission(request, 'blog', context)
  } catch (error) {
    if (error && typeof error === 'object' && 'init' in error && (error as ReturnType<typeof data>).init?.status === 403) {
      throw await redirectWithToast('/', { type: 'error', description: BLOG_MESSAGES.unauthorized })
    }
    throw error
  }
}

const NO_STORE = { 'Cache-Control': 'private, no-store' }
// a post is at most 200,000 characters of content plus short fields; anything far larger is refused unread
const MAX_BODY_BYTES = 1_000_000

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireBlogAdmin(request, context)
  const url = new URL(request.url)
  const editId = url.searchParams.get('edit')
  const deleteId = url.searchParams.get('delete')
  try {
    const [posts, categories, editing] = await Promise.all([listPostsForAdmin(), allCategories(), editId ? findPostForEdit(editId) : null])
    const deleting = deleteId ? (posts.find((post) => post.id === deleteId) ?? null) : null
    return data(
      { posts, categories, editing, creating: url.searchParams.has('new'), deleting: deleting && { id: deleting.id, title: deleting.title }, loadError: null },
      { headers: NO_STORE },
    )
  } catch (error) {
    console.error('loading the admin blog list failed', error)
    return data(
      { posts: [], categories: [], editing: null, creating: false, deleting: null, loadError: BLOG_MESSAGES.loadPostsFailed },
      { status: 500, headers: NO_STORE },
    )
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireBlogAdmin(request, context)
  const audit = (action: string, postId: string) =>
    recordAuditEvent({ request, clientAddress: context.clientAddress, action, outcome: 'success', actorId: user.id, targetType: 'BlogPost', targetId: postId })
  const formData = await readFormData(request, { maxBytes: MAX_BODY_BYTES })
  const intent = formData.get('intent')

  if (intent === 'create' || intent === 'update') {
    const submission = parseSubmission(formData, { schema: BlogPostSchema })
    if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400, headers: NO_STORE })
    if (intent === 'update' && !submission.value.id) return data({ result: submission.reply({ formErrors: [BLOG_MESSAGES.saveFailed] }) }, { status: 400 })
    const outcome = await savePost({ id: intent === 'update' ? submission.value.id : undefined, input: submission.value, actorId: user.id })
    if (outcome.ok) {
      await audit(outcome.created ? ADMIN_AUDIT_ACTIONS.createPost : ADMIN_AUDIT_ACTIONS.updatePost, outcome.post.id)
      return redirectWithToast('/admin/blog', { type: 'success', description: outcome.created ? BLOG_MESSAGES.created : BLOG_MESSAGES.updated })
    }
    if (outcome.error === 'content-empty') {
      return data({ result: submission.reply({ fieldErrors: { content: [BLOG_MESSAGES.contentRequired] } }) }, { status: 400 })
    }
    const headers = await createToastHeaders({ type: 'error', description: BLOG_MESSAGES.saveFailed })
    headers.set('Cache-Control', NO_STORE['Cache-Control'])
    return data({ result: submission.reply({ formErrors: [BLOG_MESSAGES.saveFailed] }) }, { status: outcome.error === 'not-found' ? 404 : 500, headers })
  }

  if (intent === 'delete') {
    const submission = DeletePostSchema.safeParse({ id: formData.get('id') })
    if (!submission.success) throw data({ error: 'Bad request' }, { status: 400 })
    const outcome = await deletePost(submission.data.id)
    if (outcome.ok) await audit(ADMIN_AUDIT_ACTIONS.deletePost, submission.data.id)
    return redirectWithToast(
      '/admin/blog',
      outcome.ok ? { type: 'success', description: BLOG_MESSAGES.deleted } : { type: 'error', description: BLOG_MESSAGES.deleteFailed },
    )
  }

  throw data({ error: 'Unknown intent' }, { status: 400 })
}

const STATE_BADGE = {
  draft: { label: 'Draft', variant: 'secondary' },
  scheduled: { label: 'Scheduled', variant: 'warning' },
  published: { label: 'Published', variant: 'success' },
} as const

export default function AdminBlog({ loaderData, actionData }: Route.ComponentProps) {
  const { posts, categories, editing, creating, deleting, loadError } = loaderData
  const hydrated = useHydrated()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const lastResult = actionData && 'result' in actionData ? actionData.result : undefined
  const formOpen = creating || Boolean(editing)
  const close = () => navigate('/admin/blog', { preventScrollReset: true })
  const editMissing = searchParams.has('edit') && !editing && !loadError
  const typed = useTypedBeforeHydration()
  const location = useLocation()
  const formId = editing ? postFormId(editing.id) : NEW_POST_FORM_ID
  const typedHere = typed && typed.locationKey === location.key && typed.formId === formId ? typed.values : undefined

  const form = formOpen ? <PostForm key={editing?.id ?? 'new'} post={editing} categories={categories} lastResult={lastResult} typedValues={typedHere} /> : null
  const confirmation = deleting ? <DeleteConfirmation post={deleting} /> : null

  return (
    <section>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">Blog Management</h1>
        <div className="flex gap-3">
          <Link to="/admin/blog?new" preventScrollReset className={buttonVariants()}>
            New Post
          </Link>
          <LogoutButton redirectTo="/admin-auth" />
        </div>
      </div>
      {loadError ? (
        <p role="alert" className="mt-6 rounded-md border border-destructive/40 bg-destructive/10 px-4 py-3 text-destructive">
          {loadError}
        </p>
      ) : null}
      {editMissing ? (
        <p role="alert" className="mt-6 text-destructive">
          {BLOG_MESSAGES.notFound}
        </p>
      ) : null}

      {hydrated ? (
        <>
          <Dialog open={formOpen} onOpenChange={(open) => (open ? null : close())}>
            <DialogContent className="max-w-3xl">
              <DialogHeader>
                <DialogTitle>{editing ? 'Edit Post' : 'Create New Post'}</DialogTitle>
                <DialogDescription>Drafts stay here; published posts appear on the blog (a future date schedules them).</DialogDescription>
              </DialogHeader>
              {form}
            </DialogContent>
          </Dialog>
          <Dialog open={Boolean(deleting)} onOpenChange={(open) => (open ? null : close())}>
            <DialogContent>
              <DialogHeader>
                <DialogTitle>Delete Post</DialogTitle>
                <DialogDescription>{BLOG_MESSAGES.deleteConfirm}</DialogDescription>
              </DialogHeader>
              {confirmation}
            </DialogContent>
          </Dialog>
        </>
      ) : (
        <>
          {form ? (
            <section aria-labelledby="post-form-heading" className="mt-8 rounded-xl border border-border bg-surface p-6">
              <h2 id="post-form-heading" className="mb-4 text-xl font-semibold">
                {editing ? 'Edit Post' : 'Create New Post'}
              </h2>
              {form}
            </section>
          ) : null}
          {confirmation ? (
            <section aria-labelledby="delete-heading" className="mt-8 rounded-xl border border-destructive/40 bg-surface p-6">
              <h2 id="delete-heading" className="text-xl font-semibold">
                Delete Post
              </h2>
              <p className="mt-2">{BLOG_MESSAGES.deleteConfirm}</p>
              {confirmation}
            </section>
          ) : null}
        </>
      )}

      <div className="mt-8">
        <DataTable
          caption="All posts, newest first"
          headings={['Title', 'Category', 'Status', 'Published', 'Views', <span className="sr-only">Actions</span>]}
          empty={loadError ? undefined : 'No posts yet.'}
        >
          {posts.map((post) => {
            const state = publicationState({ status: post.status, publishedAt: post.publishedAt ? new Date(post.publishedAt) : null })
            const badge = STATE_BADGE[state]
            return (
              <tr key={post.id} data-post-id={post.id}>
                <Td>
                  <Link to={`/blog/${post.slug}`} className="font-medium hover:underline">
                    {post.title}
                  </Link>
                  <p className="text-xs text-muted-foreground">/blog/{post.slug}</p>
                </Td>
                <Td>{post.category}</Td>
                <Td>
                  <Badge variant={badge.variant}>{badge.label}</Badge>
                </Td>
                <Td className="whitespace-nowrap">{formatPostDate(post.publishedAt) || '—'}</Td>
                <Td>{post.viewCount.toLocaleString('en-US')}</Td>
                <Td>
                  <div className="flex justify-end gap-2">
                    <Link
                      to={`/admin/blog?edit=${post.id}`}
                      preventScrollReset
                      className={buttonVariants({ variant: 'outline', size: 'sm' })}
                      aria-label={`Edit ${post.title}`}
                    >
                      Edit
                    </Link>
                    <Link
                      to={`/admin/blog?delete=${post.id}`}
                      preventScrollReset
                      className={buttonVariants({ variant: 'destructive', size: 'sm' })}
                      aria-label={`Delete ${post.title}`}
                    >
                      Delete
                    </Link>
                  </div>
                </Td>
              </tr>
            )
          })}
        </DataTable>
      </div>
    </section>
  )
}

/**
 * What was typed into the server-rendered form before the page hydrated: hydrated, the form moves
 * into a dialog (a new form), which starts from these values instead of the defaults. Read once,
 * after hydration and before the page re-renders as hydrated; kept for that visit of the page only.
 */
function useTypedBeforeHydration() {
  const location = useLocation()
  const hydrated = useHydrated()
  const [typed, setTyped] = useState<{ locationKey: string; formId: string; values: Record<string, string> } | null>(null)
  useEffect(() => {
    // mounted by a client-side navigation: there is no server-rendered form
    if (hydrated) return
    const form = document.querySelector<HTMLFormElement>(`form#${NEW_POST_FORM_ID}, form[id^="${postFormId('')}"]`)
    if (!form) return
    const values: Record<string, string> = {}
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value
    // the values exist only in the DOM after hydration, so they are read here, once, on the render
    // that hydrated the page (reading them while rendering would make that render differ from the server's)
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setTyped({ locationKey: location.key, formId: form.id, values })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return typed
}

function DeleteConfirmation({ post }: { post: { id: string; title: string } }) {
  const navigation = useNavigation()
  const deletingNow = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'delete'
  return (
    <Form method="post" action="/admin/blog" className="mt-4 flex flex-col gap-4">
      <p className="font-medium">“{post.title}”</p>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={post.id} />
      <DialogFooterOrDiv>
        <Link to="/admin/blog" preventScrollReset className={buttonVariants({ variant: 'outline' })}>
          Cancel
        </Link>
        <StatusButton variant="destructive" status={deletingNow ? 'pending' : 'idle'} pendingText="Deleting...">
          Delete
        </StatusButton>
      </DialogFooterOrDiv>
    </Form>
  )
}

function DialogFooterOrDiv({ children }: { children: React.ReactNode }) {
  return useHydrated() ? <DialogFooter>{children}</DialogFooter> : <div className="flex gap-3">{children}</div>
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
