import type { Route } from './+types/admin.csp-reports.ts'
import { requirePermission } from '~/accounts/permissions.server.ts'
import { AccessDenied, GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { DataTable, Td } from '~/components/ui/data-table.tsx'
import { CSP_REPORT_RETENTION, listCspReports } from '~/security/csp-reports.server.ts'
import { privatePageHeaders } from '~/utils/headers.server.ts'
import { pageMeta } from '~/utils/seo.ts'

// signed-in only: never cached, on documents and .data alike (docs/decisions/0020)
export const headers: Route.HeadersFunction = privatePageHeaders

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'CSP reports',
    description: 'Content-Security-Policy violations browsers reported.',
    path: '/admin/csp-reports',
    noindex: true,
  })

// What browsers reported to /csp-reports (docs/decisions/0025): a blocked script on our pages is
// either an attack or a page we broke, and either way an admin should see it.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, 'cspReports', context)
  return { ...(await listCspReports()), retention: CSP_REPORT_RETENTION }
}

const formatTime = (value: Date | string | null) => (value ? new Date(value).toISOString().replace('T', ' ').slice(0, 16) + ' UTC' : '—')

export default function AdminCspReports({ loaderData }: Route.ComponentProps) {
  const { total, reports, groups, retention } = loaderData
  return (
    <section>
      <h1 className="text-2xl font-bold">CSP reports</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        {total} violation report{total === 1 ? '' : 's'} kept (the newest {retention}). Browsers send one when our Content-Security-Policy blocks something on a
        page: an injected script, or a page of ours that needs a fix.
      </p>
      {reports.length === 0 ? (
        <p className="mt-8 text-muted-foreground">No reports yet.</p>
      ) : (
        <>
          <h2 className="mt-8 text-lg font-semibold">Most frequent</h2>
          <div className="mt-3">
            <DataTable headings={['Directive', 'Blocked', 'Reports', 'Last seen']} empty="No reports yet.">
              {groups.map((group) => (
                <tr key={`${group.effectiveDirective} ${group.blockedUrl}`}>
                  <Td className="font-mono">{group.effectiveDirective}</Td>
                  <Td className="break-all font-mono">{group.blockedUrl || '—'}</Td>
                  <Td>{group.count}</Td>
                  <Td className="whitespace-nowrap">{formatTime(group.lastSeen)}</Td>
                </tr>
              ))}
            </DataTable>
          </div>
          <h2 className="mt-8 text-lg font-semibold">Newest {reports.length}</h2>
          <div className="mt-3">
            <DataTable headings={['Received', 'Page', 'Directive', 'Blocked', 'Source', 'Sample']} empty="No reports yet.">
              {reports.map((report) => (
                <tr key={report.id}>
                  <Td className="whitespace-nowrap">{formatTime(report.createdAt)}</Td>
                  <Td className="break-all">{report.documentUrl}</Td>
                  <Td className="font-mono">
                    {report.effectiveDirective}
                    {report.disposition === 'report' ? ' (report only)' : ''}
                  </Td>
                  <Td className="break-all font-mono">{report.blockedUrl || '—'}</Td>
                  <Td className="break-all">
                    {report.sourceFile
                      ? `${report.sourceFile}${report.lineNumber !== null ? `:${report.lineNumber}` : ''}${report.columnNumber !== null ? `:${report.columnNumber}` : ''}`
                      : '—'}
                  </Td>
                  <Td className="break-all font-mono">{report.sample ?? ''}</Td>
                </tr>
              ))}
            </DataTable>
          </div>
        </>
      )}
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 403: () => <AccessDenied /> }} />
}
