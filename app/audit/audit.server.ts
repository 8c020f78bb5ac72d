import type { Prisma } from '~/generated/prisma-sqlite/client.ts'
import type { AuditOutcome } from '~/marketplace/value-sets.ts'
import { db } from '~/utils/db.server.ts'
import { truncateText } from '~/utils/misc.ts'

export type AuditEventInput = {
  request: Request
  /** the load context's `clientAddress` */
  clientAddress: string | null | undefined
  action: string
  outcome: AuditOutcome
  actorId?: string | null
  targetType?: string
  targetId?: string
  metadata?: Prisma.InputJsonValue
}

/** Records who did what, from where, and how it ended (admin logins, approvals, denials …). */
export async function recordAuditEvent({ request, clientAddress, action, outcome, actorId, targetType, targetId, metadata }: AuditEventInput) {
  await db.auditEvent.create({
    data: {
      action,
      outcome,
      actorId: actorId ?? null,
      targetType,
      targetId,
      metadata,
      ipAddress: clientAddress ?? null,
      userAgent: truncateText(request.headers.get('User-Agent') ?? '', 300) || null,
    },
  })
}
