import { data } from 'react-router'
import type { Route } from './+types/csp-reports.ts'
import {
  CSP_REPORT_BODY_LIMIT,
  CSP_REPORT_CONTENT_TYPES,
  CSP_REPORT_RATE_LIMIT,
  cspReportSender,
  parseCspReports,
  storeCspReports,
} from '~/security/csp-reports.server.ts'
import { readBodyWithin, refuseRequest } from '~/utils/form-action.server.ts'
import { checkRateLimit, RATE_LIMIT_MESSAGE, tooManyRequests } from '~/utils/rate-limit.server.ts'

// POST /csp-reports — where browsers report Content-Security-Policy violations (the policy's
// report-uri and report-to, docs/decisions/0025). No cookies, no origin check: a browser posts
// these on its own. Everything a report says is bounded and stored as text for /admin/csp-reports.

export function loader() {
  throw data({ error: 'Reports are posted here.' }, { status: 405, headers: { Allow: 'POST' } })
}

export async function action({ request, context }: Route.ActionArgs) {
  const contentType = (request.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (!(CSP_REPORT_CONTENT_TYPES as readonly string[]).includes(contentType)) {
    return data({ error: `Send a report as ${CSP_REPORT_CONTENT_TYPES.join(' or ')}.` }, { status: 415 })
  }
  // counted before the body is read: a flood costs us as little as possible
  const limit = await checkRateLimit(context.clientAddress, CSP_REPORT_RATE_LIMIT)
  if (!limit.allowed) return data({ error: RATE_LIMIT_MESSAGE }, tooManyRequests(limit.retryAfterSeconds))
  if (Number(request.headers.get('Content-Length') ?? 0) > CSP_REPORT_BODY_LIMIT) refuseRequest(413, 'This report is too large.')
  const bytes = await readBodyWithin(request, CSP_REPORT_BODY_LIMIT)
  let body: unknown
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    return data({ error: 'This report is not JSON.' }, { status: 400 })
  }
  const violations = parseCspReports(contentType, body, request.headers.get('User-Agent'))
  if (!violations) return data({ error: 'This is not a CSP violation report.' }, { status: 400 })
  await storeCspReports(violations, { sender: cspReportSender(context.clientAddress) })
  return new Response(null, { status: 204 })
}
