import { z } from 'zod'
import { db } from '~/utils/db.server.ts'
import type { RateLimitRule } from '~/utils/rate-limit.server.ts'
import { truncateText } from '~/utils/misc.ts'

// Content-Security-Policy violation reports (issue #14 item 9, docs/decisions/0025). Browsers
// post them to CSP_REPORT_PATH (csp-report-endpoint.ts): `report-uri` sends one `application/csp-report` body, `report-to`
// (with the Reporting-Endpoints header) a batch as `application/reports+json`. What they hold
// comes from whoever posts, so it is read within bounds, cut to size, stored as text and shown
// escaped; only the newest CSP_REPORT_RETENTION rows are kept.

/** a report is a few hundred bytes; a browser's batch of several fits well within this */
export const CSP_REPORT_BODY_LIMIT = 16 * 1024
/** reports stored from one batch; the rest are dropped */
export const CSP_REPORTS_PER_BATCH = 20
/** rows kept: a flood of reports replaces old ones instead of filling the disk */
export const CSP_REPORT_RETENTION = 1000
/**
 * rows kept per sender (client address): a flood from one address replaces only its own older
 * reports, never the other senders' (it would take CSP_REPORT_RETENTION / this many addresses)
 */
export const CSP_REPORTS_PER_SENDER = 100
/** one page view can violate several times; a bot posting reports in a loop cannot go far */
export const CSP_REPORT_RATE_LIMIT: RateLimitRule = { name: 'csp-report', limit: 30, windowMs: 60_000 }

export const CSP_REPORT_CONTENT_TYPES = ['application/csp-report', 'application/reports+json'] as const

const text = (max: number) =>
  z
    .unknown()
    .transform((value) => (typeof value === 'string' ? truncateText(value, max) : typeof value === 'number' ? String(value) : undefined))
    .optional()
const position = z
  .unknown()
  .transform((value) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 10_000_000 ? value : undefined))
  .optional()

/** report-uri's body: {"csp-report": {…}} with hyphenated keys (CSP level 2). */
const LegacyReport = z.object({
  'csp-report': z.object({
    'document-uri': text(2000),
    'blocked-uri': text(2000),
    'effective-directive': text(100),
    'violated-directive': text(100),
    disposition: text(20),
    'source-file': text(2000),
    'line-number': position,
    'column-number': position,
    'script-sample': text(200),
  }),
})

/** One report-to report (Reporting API): type csp-violation, camel-cased body keys (CSP level 3). */
const ReportingApiReport = z.object({
  type: z.literal('csp-violation'),
  user_agent: text(300),
  body: z.object({
    documentURL: text(2000),
    blockedURL: text(2000),
    effectiveDirective: text(100),
    disposition: text(20),
    sourceFile: text(2000),
    lineNumber: position,
    columnNumber: position,
    sample: text(200),
  }),
})

export type CspViolation = {
  documentUrl: string
  blockedUrl: string
  effectiveDirective: string
  disposition: string
  sourceFile: string | null
  lineNumber: number | null
  columnNumber: number | null
  sample: string | null
  userAgent: string | null
}

/** A URL without its query string and fragment (they can carry tokens); keywords such as 'inline' as they are. */
export function withoutQuery(value: string | undefined): string {
  if (!value) return ''
  try {
    const url = new URL(value)
    return truncateText(`${url.origin}${url.pathname}`, 500)
  } catch {
    return truncateText(value.split(/[?#]/)[0]!, 500)
  }
}

/**
 * The violations in a report body of either content type, or null when it is not a report of
 * that type (the route answers 400). Reports of other types in a batch are skipped.
 */
export function parseCspReports(contentType: string, body: unknown, userAgent: string | null): CspViolation[] | null {
  const agent = truncateText(userAgent ?? '', 300) || null
  if (contentType === 'application/csp-report') {
    const parsed = LegacyReport.safeParse(body)
    if (!parsed.success) return null
    const report = parsed.data['csp-report']
    const directive = report['effective-directive'] ?? report['violated-directive']
    if (!directive) return null
    return [
      {
        documentUrl: withoutQuery(report['document-uri']),
        blockedUrl: withoutQuery(report['blocked-uri']),
        effectiveDirective: directive.split(' ')[0]!,
        disposition: report.disposition ?? 'enforce',
        sourceFile: report['source-file'] ? withoutQuery(report['source-file']) : null,
        lineNumber: report['line-number'] ?? null,
        columnNumber: report['column-number'] ?? null,
        sample: report['script-sample'] || null,
        userAgent: agent,
      },
    ]
  }
  if (!Array.isArray(body)) return null
  const violations: CspViolation[] = []
  for (const entry of body.slice(0, CSP_REPORTS_PER_BATCH)) {
    const parsed = ReportingApiReport.safeParse(entry)
    if (!parsed.success || !parsed.data.body.effectiveDirective) continue
    const report = parsed.data.body
    violations.push({
      documentUrl: withoutQuery(report.documentURL),
      blockedUrl: withoutQuery(report.blockedURL),
      effectiveDirective: report.effectiveDirective!,
      disposition: report.disposition ?? 'enforce',
      sourceFile: report.sourceFile ? withoutQuery(report.sourceFile) : null,
      lineNumber: report.lineNumber ?? null,
      columnNumber: report.columnNumber ?? null,
      sample: report.sample || null,
      userAgent: parsed.data.user_agent || agent,
    })
  }
  return violations
}

/** Who sent a report, for the per-sender cap: the address, or an IPv6 address's /64 (one host's usual share). */
export function cspReportSender(clientAddress: string | null | undefined): string {
  const address = (clientAddress ?? '').trim().toLowerCase()
  if (!address) return 'unknown'
  if (!address.includes(':') || address.startsWith('::ffff:')) return truncateText(address.replace(/^::ffff:/, ''), 64)
  const [head = '', tail = ''] = address.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = address.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left
  return `${groups
    .slice(0, 4)
    .map((group) => truncateText(group.replace(/^0+(?=.)/, ''), 4))
    .join(':')}::/64`
}

/**
 * Stores the violations under their sender, then deletes the sender's reports beyond its newest
 * `perSender`, and what falls beyond the newest `retention` rows overall.
 */
export async function storeCspReports(
  violations: CspViolation[],
  { sender = 'unknown', retention = CSP_REPORT_RETENTION, perSender = CSP_REPORTS_PER_SENDER, now = new Date() } = {},
) {
  if (violations.length === 0) return 0
  await db.cspReport.createMany({ data: violations.slice(0, perSender).map((violation) => ({ ...violation, sender, createdAt: now })) })
  await deleteBeyondNewest(perSender, { sender })
  await deleteBeyondNewest(retention)
  return Math.min(violations.length, perSender)
}

/** Deletes the rows (of one sender, or all) older than the newest `keep`. */
async function deleteBeyondNewest(keep: number, where: { sender?: string } = {}) {
  const oldestKept = await db.cspReport.findFirst({
    where,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    skip: keep - 1,
    select: { createdAt: true, id: true },
  })
  if (!oldestKept) return
  await db.cspReport.deleteMany({
    where: { ...where, OR: [{ createdAt: { lt: oldestKept.createdAt } }, { createdAt: oldestKept.createdAt, id: { lt: oldestKept.id } }] },
  })
}

export const CSP_REPORTS_PAGE_SIZE = 50

/** The admin page: the newest reports, and how often each (directive, blocked URL) pair came in. */
export async function listCspReports() {
  const [total, reports, groups] = await Promise.all([
    db.cspReport.count(),
    db.cspReport.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: CSP_REPORTS_PAGE_SIZE }),
    db.cspReport.groupBy({
      by: ['effectiveDirective', 'blockedUrl'],
      _count: { _all: true },
      _max: { createdAt: true },
      orderBy: { _count: { id: 'desc' } },
      take: 20,
    }),
  ])
  return {
    total,
    reports,
    groups: groups.map((group) => ({
      effectiveDirective: group.effectiveDirective,
      blockedUrl: group.blockedUrl,
      count: group._count._all,
      lastSeen: group._max.createdAt,
    })),
  }
}
