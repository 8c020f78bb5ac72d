import type { Prisma } from '~/generated/prisma-sqlite/client.ts'
import { AUDIT_OUTCOMES, type AuditOutcome } from '~/marketplace/value-sets.ts'
import { db } from '~/utils/db.server.ts'
import { AUDIT_CATEGORIES, type AuditCategory } from './audit-categories.ts'
import { truncateText } from '~/utils/misc.ts'

// The admin audit view (/admin/audit): sign-in attempts and review actions, newest first.
export const AUDIT_PAGE_SIZE = 50

export type AuditFilters = { category: AuditCategory | null; outcome: AuditOutcome | null; query: string; page: number }

export function parseAuditFilters(params: URLSearchParams): AuditFilters {
  const category = AUDIT_CATEGORIES.find((c) => c.value === params.get('category'))?.value ?? null
  const outcome = (AUDIT_OUTCOMES as readonly string[]).includes(params.get('outcome') ?? '') ? (params.get('outcome') as AuditOutcome) : null
  const page = Number.parseInt(params.get('page') ?? '1', 10)
  return { category, outcome, query: truncateText((params.get('q') ?? '').trim(), 100), page: Number.isFinite(page) && page > 0 ? page : 1 }
}

export async function listAuditEvents(filters: AuditFilters) {
  const where: Prisma.AuditEventWhereInput = {
    ...(filters.category ? { action: { in: [...AUDIT_CATEGORIES.find((c) => c.value === filters.category)!.actions] } } : {}),
    ...(filters.outcome ? { outcome: filters.outcome } : {}),
    // address or the actor's email: both are stored lower-case (emails) or plain (addresses)
    ...(filters.query
      ? { OR: [{ ipAddress: { contains: filters.query } }, { actor: { email: { contains: filters.query.toLowerCase() } } }, { targetId: filters.query }] }
      : {}),
  }
  const total = await db.auditEvent.count({ where })
  const pageCount = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE))
  const page = Math.min(filters.page, pageCount)
  const events = await db.auditEvent.findMany({
    where,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    skip: (page - 1) * AUDIT_PAGE_SIZE,
    take: AUDIT_PAGE_SIZE,
    select: {
      id: true,
      action: true,
      outcome: true,
      targetType: true,
      targetId: true,
      ipAddress: true,
      userAgent: true,
      metadata: true,
      createdAt: true,
      actor: { select: { email: true, name: true } },
    },
  })
  return { events, total, page, pageCount }
}
