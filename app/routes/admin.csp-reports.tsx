import type { Route } from './+types/admin.csp-reports.ts'
import { requirePermission } from '~/accounts/permissions.server.ts'
import { AccessDenied, GeneralErrorBoundary } from '~/components/error-boundary.tsx'
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

/** A table's header row: one column heading per label. */
function TableHead({ columns }: { columns: string[] }) {
  return (
    <thead className="border-b border-border">
      <tr>
        {columns.map((column, index) => (
          <th key={column} scope="col" className={index < columns.length - 1 ? 'py-2 pr-4' : 'py-2'}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  )
}

const formatTime = (value: Date | string | null) => (value ? new Date(value).toISOString().replace('T', ' ').slice(0, 16) + ' UTC' : '—')

export default function AdminCspReports({ loaderData }: Route.ComponentProps) {
  const { total, reports, groups, retention } = loaderData
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
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
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <TableHead columns={['Directive', 'Blocked', 'Reports', 'Last seen']} />
              <tbody>
                {groups.map((group) => (
                  <tr key={`${group.effectiveDirective} ${group.blockedUrl}`} className="border-b border-border align-top">
                    <td className="py-2 pr-4 font-mono">{group.effectiveDirective}</td>
                    <td className="break-all py-2 pr-4 font-mono">{group.blockedUrl || '—'}</td>
                    <td className="py-2 pr-4">{group.count}</td>
                    <td className="whitespace-nowrap py-2">{formatTime(group.lastSeen)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h2 className="mt-8 text-lg font-semibold">Newest {reports.length}</h2>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <TableHead columns={['Received', 'Page', 'Directive', 'Blocked', 'Source', 'Sample']} />
              <tbody>
                {reports.map((report) => (
                  <tr key={report.id} className="border-b border-border align-top">
                    <td className="whitespace-nowrap py-2 pr-4">{formatTime(report.createdAt)}</td>
                    <td className="break-all py-2 pr-4">{report.documentUrl}</td>
                    <td className="py-2 pr-4 font-mono">
                      {report.effectiveDirective}
                      {report.disposition === 'report' ? ' (report only)' : ''}
                    </td>
                    <td className="break-all py-2 pr-4 font-mono">{report.blockedUrl || '—'}</td>
                    <td className="break-all py-2 pr-4">
                      {report.sourceFile
                        ? `${report.sourceFile}${report.lineNumber !== null ? `:${report.lineNumber}` : ''}${report.columnNumber !== null ? `:${report.columnNumber}` : ''}`
                        : '—'}
                    </td>
                    <td className="break-all py-2 font-mono">{report.sample ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 403: () => <AccessDenied /> }} />
}
