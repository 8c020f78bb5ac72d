import { Link } from 'react-router'
import type { Route } from './+types/admin.outbox.ts'
import { AccessDenied, GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { Badge } from '~/components/ui/badge.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { DataTable, Td } from '~/components/ui/data-table.tsx'
import { db } from '~/utils/db.server.ts'
import { requirePermission } from '~/accounts/permissions.server.ts'
import { ADMIN_AUDIT_ACTIONS } from '~/audit/audit-categories.ts'
import { recordAuditEvent } from '~/audit/audit.server.ts'
import { redactSecrets } from '~/utils/email-redaction.ts'
import { invariantResponse } from '~/utils/invariant.ts'
import { privatePageHeaders } from '~/utils/headers.server.ts'
import { pageMeta } from '~/utils/seo.ts'

// signed-in only: never cached, on documents and .data alike (docs/decisions/0020)
export const headers: Route.HeadersFunction = privatePageHeaders

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Outbox', description: 'Every email the site has sent or recorded.', path: '/admin/outbox', noindex: true })

const OUTBOX_PAGE_SIZE = 25

// Every email the product sends is an OutboundEmail row (mailer.server.ts). Without SMTP the row
// is the delivery, and this is where it is read: by super admins only, and never with the secrets
// its links carry (docs/decisions/0033). The row keeps its links for delivery and retries; what
// leaves this loader is redacted, and the HTML part and headers (List-Unsubscribe) never leave it.
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requirePermission(request, 'outbox', context)
  const url = new URL(request.url)
  const id = url.searchParams.get('id')
  if (id) {
    const email = await db.outboundEmail.findUnique({ where: { id }, select: { ...LISTED, from: true, text: true } })
    invariantResponse(email, 'Email not found', { status: 404 })
    // audited before anything is shown: an open that cannot be recorded shows nothing
    await recordAuditEvent({
      request,
      clientAddress: context.clientAddress,
      action: ADMIN_AUDIT_ACTIONS.openEmail,
      outcome: 'success',
      actorId: admin.id,
      targetType: 'OutboundEmail',
      targetId: email.id,
      metadata: { to: email.to },
    })
    return { view: 'email' as const, email: { ...redactListed(email), from: email.from, text: redactSecrets(email.text) } }
  }
  const total = await db.outboundEmail.count()
  const pageCount = Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE))
  const requested = Number.parseInt(url.searchParams.get('page') ?? '1', 10)
  const page = Number.isFinite(requested) ? Math.min(Math.max(requested, 1), pageCount) : 1
  const emails = await db.outboundEmail.findMany({
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    skip: (page - 1) * OUTBOX_PAGE_SIZE,
    take: OUTBOX_PAGE_SIZE,
    select: LISTED,
  })
  return { view: 'list' as const, emails: emails.map(redactListed), page, pageCount, total }
}

const LISTED = { id: true, to: true, subject: true, status: true, error: true, createdAt: true, sentAt: true, attempts: true, nextAttemptAt: true } as const

/** A subject or an SMTP error could quote a link too. */
function redactListed<T extends { subject: string; error: string | null }>(email: T): T {
  return { ...email, subject: redactSecrets(email.subject), error: redactSecrets(email.error) }
}

const STATUS_VARIANT = { sent: 'success', recorded: 'secondary', failed: 'destructive' } as const
const formatTime = (value: Date | string | null) => (value ? new Date(value).toISOString().replace('T', ' ').slice(0, 16) + ' UTC' : '—')

/** SMTP tries so far and what happens next: a failed email is retried with backoff, then given up. */
function deliveryNote(email: { status: string; attempts: number; nextAttemptAt: Date | string | null }) {
  if (email.attempts === 0) return '—'
  const tries = `${email.attempts} ${email.attempts === 1 ? 'try' : 'tries'}`
  if (email.status !== 'failed') return tries
  return email.nextAttemptAt ? `${tries}, next ${formatTime(email.nextAttemptAt)}` : `${tries}, given up`
}

function StatusBadge({ status }: { status: string }) {
  return <Badge variant={STATUS_VARIANT[status as keyof typeof STATUS_VARIANT] ?? 'outline'}>{status}</Badge>
}

export default function AdminOutbox({ loaderData }: Route.ComponentProps) {
  if (loaderData.view === 'email') {
    const { email } = loaderData
    return (
      <section className="max-w-4xl">
        <Link to="/admin/outbox" className="text-sm text-primary underline underline-offset-4">
          ← Back to the outbox
        </Link>
        <h1 className="mt-4 text-2xl font-bold">{email.subject}</h1>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium">To</dt>
          <dd>{email.to}</dd>
          <dt className="font-medium">From</dt>
          <dd>{email.from}</dd>
          <dt className="font-medium">Status</dt>
          <dd>
            <StatusBadge status={email.status} />
          </dd>
          <dt className="font-medium">Delivery</dt>
          <dd>{deliveryNote(email)}</dd>
          <dt className="font-medium">Created</dt>
          <dd>{formatTime(email.createdAt)}</dd>
          <dt className="font-medium">Sent</dt>
          <dd>{formatTime(email.sentAt)}</dd>
          {email.error ? (
            <>
              <dt className="font-medium">Error</dt>
              <dd className="text-destructive">{email.error}</dd>
            </>
          ) : null}
        </dl>
        <pre className="mt-6 overflow-x-auto whitespace-pre-wrap rounded-md border border-border bg-muted p-4 text-sm" aria-label="Email text">
          {email.text}
        </pre>
      </section>
    )
  }
  const { emails, page, pageCount, total } = loaderData
  return (
    <section>
      <h1 className="text-2xl font-bold">Outbox</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        {total} email{total === 1 ? '' : 's'}, newest first. Without SMTP configured, emails are recorded here instead of delivered; a failed delivery is
        retried by the background jobs with a growing wait, and marked given up after the last try.
      </p>
      <div className="mt-6">
        <DataTable headings={['To', 'Subject', 'Status', 'Delivery', 'Created', 'Sent', 'Error']} empty="No emails yet.">
          {emails.map((email) => (
            <tr key={email.id}>
              <Td>{email.to}</Td>
              <Td>
                <Link to={`/admin/outbox?id=${email.id}`} className="text-primary underline underline-offset-4">
                  {email.subject}
                </Link>
              </Td>
              <Td>
                <StatusBadge status={email.status} />
              </Td>
              <Td className="whitespace-nowrap">{deliveryNote(email)}</Td>
              <Td className="whitespace-nowrap">{formatTime(email.createdAt)}</Td>
              <Td className="whitespace-nowrap">{formatTime(email.sentAt)}</Td>
              <Td className="text-destructive">{email.error ?? ''}</Td>
            </tr>
          ))}
        </DataTable>
      </div>
      {pageCount > 1 ? (
        <nav aria-label="Outbox pages" className="mt-6 flex items-center gap-3">
          {page > 1 ? (
            <Link to={`/admin/outbox?page=${page - 1}`} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              Previous
            </Link>
          ) : null}
          <span className="text-sm">
            Page {page} of {pageCount}
          </span>
          {page < pageCount ? (
            <Link to={`/admin/outbox?page=${page + 1}`} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              Next
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 403: () => <AccessDenied /> }} />
}
