import { Form, Link } from 'react-router'
import type { Route } from './+types/admin.audit.ts'
import { privatePageHeaders } from '~/utils/headers.server.ts'
import { AUDIT_CATEGORIES } from '~/audit/audit-categories.ts'
import { listAuditEvents, parseAuditFilters } from '~/audit/audit-log.server.ts'
import { AccessDenied, GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { Badge } from '~/components/ui/badge.tsx'
import { Button } from '~/components/ui/button.tsx'
import { DataTable, Td } from '~/components/ui/data-table.tsx'
import { Input } from '~/components/ui/input.tsx'
import { NativeSelect } from '~/components/ui/select.tsx'
import { AUDIT_OUTCOMES } from '~/marketplace/value-sets.ts'
import { requirePermission } from '~/accounts/permissions.server.ts'
import { pageMeta } from '~/utils/seo.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Audit Log', description: 'Sign-in attempts and review actions.', path: '/admin/audit', noindex: true })

export const headers: Route.HeadersFunction = privatePageHeaders

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, 'audit', context)
  const filters = parseAuditFilters(new URL(request.url).searchParams)
  return { filters, ...(await listAuditEvents(filters)) }
}

const OUTCOME_BADGE = { success: 'success', failure: 'warning', denied: 'destructive' } as const
const formatTime = (value: Date | string) => new Date(value).toISOString().replace('T', ' ').slice(0, 19) + ' UTC'

function describeMetadata(metadata: unknown) {
  if (!metadata || typeof metadata !== 'object') return ''
  return Object.entries(metadata as Record<string, unknown>)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(', ')
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { filters, events, total, page, pageCount } = loaderData
  const pageLink = (target: number) => {
    const params = new URLSearchParams()
    if (filters.category) params.set('category', filters.category)
    if (filters.outcome) params.set('outcome', filters.outcome)
    if (filters.query) params.set('q', filters.query)
    params.set('page', String(target))
    return `/admin/audit?${params}`
  }
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Audit Log</h1>
        <p className="mt-2 text-muted-foreground">Every sign-in attempt and application review, with address and browser.</p>
      </header>
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Filter the audit log">
        <label className="flex flex-col gap-1 text-sm font-medium">
          Kind
          <NativeSelect name="category" defaultValue={filters.category ?? ''} wrapperClassName="w-48">
            <option value="">All events</option>
            {AUDIT_CATEGORIES.map((category) => (
              <option key={category.value} value={category.value}>
                {category.label}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Outcome
          <NativeSelect name="outcome" defaultValue={filters.outcome ?? ''} wrapperClassName="w-36">
            <option value="">Any</option>
            {AUDIT_OUTCOMES.map((outcome) => (
              <option key={outcome} value={outcome}>
                {outcome}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Email, address or target id
          <span className="block w-64">
            <Input name="q" defaultValue={filters.query} />
          </span>
        </label>
        <Button type="submit">Filter</Button>
      </Form>
      <p className="text-sm text-muted-foreground">
        {total} {total === 1 ? 'event' : 'events'}
      </p>
      <DataTable headings={['Time', 'Action', 'Outcome', 'Who', 'Address', 'Browser', 'Details']} empty="No events match these filters.">
        {events.map((event) => (
          <tr key={event.id}>
            <Td className="whitespace-nowrap">{formatTime(event.createdAt)}</Td>
            <Td className="font-mono text-xs">{event.action}</Td>
            <Td>
              <Badge variant={OUTCOME_BADGE[event.outcome as keyof typeof OUTCOME_BADGE] ?? 'outline'}>{event.outcome}</Badge>
            </Td>
            <Td>{event.actor?.email ?? '—'}</Td>
            <Td className="font-mono text-xs">{event.ipAddress ?? '—'}</Td>
            <Td className="max-w-48 truncate text-xs" title={event.userAgent ?? ''}>
              {event.userAgent ?? '—'}
            </Td>
            <Td className="text-xs">
              {[event.targetType && `${event.targetType} ${event.targetId}`, describeMetadata(event.metadata)].filter(Boolean).join(' · ')}
            </Td>
          </tr>
        ))}
      </DataTable>
      {pageCount > 1 ? (
        <nav aria-label="Pages" className="flex items-center gap-3 text-sm">
          {page > 1 ? (
            <Link to={pageLink(page - 1)} className="underline">
              Newer
            </Link>
          ) : null}
          <span>
            Page {page} of {pageCount}
          </span>
          {page < pageCount ? (
            <Link to={pageLink(page + 1)} className="underline">
              Older
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 403: () => <AccessDenied /> }} />
}
