import { Form } from 'react-router'
import type { Route } from './+types/admin.requests.ts'
import { requirePermission } from '~/accounts/permissions.server.ts'
import { ADMIN_AUDIT_ACTIONS } from '~/audit/audit-categories.ts'
import { recordAuditEvent } from '~/audit/audit.server.ts'
import { AccessDenied, GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { Button } from '~/components/ui/button.tsx'
import { listHeldRequests, releaseHeldRequest } from '~/service-requests/chat-requests.server.ts'
import { HELD_REQUEST_MESSAGES, ReleaseHeldRequestSchema } from '~/service-requests/held-request-schema.ts'
import { parseSubmission, readFormData } from '~/utils/form-action.server.ts'
import { privatePageHeaders } from '~/utils/headers.server.ts'
import { invariantResponse } from '~/utils/invariant.ts'
import { pageMeta } from '~/utils/seo.ts'
import { redirectWithToast } from '~/utils/toast.server.ts'

// Requests from Harper held past a cap (docs/decisions/0032): stored, never sent to a pro until an
// admin releases them here.

// signed-in only: never cached, on documents and .data alike (docs/decisions/0020)
export const headers: Route.HeadersFunction = privatePageHeaders

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Held requests', description: 'Service requests held for review.', path: '/admin/requests', noindex: true })

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, 'requests', context)
  return { requests: await listHeldRequests() }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requirePermission(request, 'requests', context)
  const submission = parseSubmission(await readFormData(request), { schema: ReleaseHeldRequestSchema })
  invariantResponse(submission.status === 'success', 'Bad request', { status: 400 })
  const outcome = await releaseHeldRequest(submission.value.requestId)
  invariantResponse(outcome.status !== 'not-found', HELD_REQUEST_MESSAGES.notFound, { status: 404 })
  if (outcome.status === 'released') {
    await recordAuditEvent({
      request,
      clientAddress: context.clientAddress,
      action: ADMIN_AUDIT_ACTIONS.releaseHeldRequest,
      outcome: 'success',
      actorId: admin.id,
      targetType: 'ServiceRequest',
      targetId: submission.value.requestId,
    })
  }
  return redirectWithToast('/admin/requests', {
    type: 'success',
    title: HELD_REQUEST_MESSAGES.title,
    description: outcome.status === 'released' ? HELD_REQUEST_MESSAGES.released : HELD_REQUEST_MESSAGES.unchanged,
  })
}

const formatTime = (value: Date | string) => new Date(value).toISOString().replace('T', ' ').slice(0, 16) + ' UTC'

export default function AdminHeldRequests({ loaderData }: Route.ComponentProps) {
  const { requests } = loaderData
  return (
    <section>
      <h1 className="text-2xl font-bold">Held requests</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        Requests from Harper that passed a cap (per address, per contact, or per hour for everyone), oldest first. No pro has been told about them; the
        homeowner was told our team would review them. Releasing one offers it to its matched pros, as at consent.
      </p>
      {requests.length === 0 ? (
        <p className="mt-8 text-muted-foreground">No requests are held.</p>
      ) : (
        <ul className="mt-6 flex flex-col gap-4">
          {requests.map((held) => (
            <li key={held.id} className="rounded-lg border border-border p-4 text-sm">
              <p className="font-semibold">
                {held.reference} · {held.serviceType} · {held.zip} · {formatTime(held.createdAt)}
              </p>
              <p className="mt-1">
                {held.contactName} · {held.contactEmail || '—'} · {held.contactPhone ?? '—'}
              </p>
              <p className="mt-2 whitespace-pre-wrap text-muted-foreground">{held.description}</p>
              <Form method="post" className="mt-3">
                <input type="hidden" name="intent" value="release" />
                <input type="hidden" name="requestId" value={held.id} />
                <Button type="submit" size="sm">
                  Release {held.reference}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 403: () => <AccessDenied /> }} />
}
