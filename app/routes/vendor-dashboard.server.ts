import { dbRows } from '~/utils/db.server.ts'
import { tradeAnswers } from '~/service-requests/lead-brief.ts'
import { CONTACT_VISIBLE_STATUSES, INBOX_LEAD_STATUSES, isLeadStatus, leadTransitionsFor } from '~/service-requests/process.ts'
import { vendorPerformance } from '~/leads/vendor-performance.ts'
import { paged } from '~/utils/pagination.ts'
import { pageLimit, sqlBoolean, sqlList, sqlNumber, sqlStringList } from '~/utils/sql.server.ts'
import { Prisma } from '~/generated/prisma-sqlite/client.ts'

// What /vendor-dashboard shows, read through the signed-in user's id only: the profile is found
// by userId and every lead query is scoped by that profile's id.
/** Leads a page of the inbox shows (`?leads=2` for older ones, app/utils/pagination.ts): each is a card with its forms. */
export const LEADS_PAGE_SIZE = 10

export function startOfMonthUtc(now: Date) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
}

type VendorProfileRow = {
  id: string
  companyName: string
  contactName: string
  serviceRadiusMiles: number
  available: unknown
  licenseExpiresAt: Date | null
  insuranceExpiresAt: Date | null
  rating: number
  reviewCount: number
}
type FiguresRow = { newMatches: unknown; scheduledJobs: unknown; revenueCents: unknown; messages: unknown }
type LeadRow = {
  id: string
  status: string
  reasons: unknown
  offeredAt: Date | null
  offerExpiresAt: Date | null
  declineReason: string | null
  scheduledFor: Date | null
  completedAt: Date | null
  jobValueCents: number | null
  serviceType: string
  zip: string
  urgency: string
  budgetRange: string
  details: unknown
  description: string
  requestedAt: Date
  contactName: string
  contactEmail: string
  contactPhone: string | null
}
type AnsweredRow = { status: string; offeredAt: Date | null; respondedAt: Date | null }

/**
 * Five statements, all sent at once, in portable SQL (issue #25, docs/decisions/0050): the profile,
 * its trades, the four figures, the page of leads with their requests, and the last 500 offers the
 * performance figures are worked out from. Each is scoped through the profile's owner, `userId`.
 */
export async function getVendorDashboard(userId: string, now = new Date(), page = 1) {
  const mine = Prisma.sql`"VendorProfile" v WHERE v."userId" = ${userId}`
  const matches = Prisma.sql`"ServiceRequestMatch" m JOIN "VendorProfile" v ON v."id" = m."vendorProfileId" WHERE v."userId" = ${userId}`
  const [[profile], trades, [figures], leads, answered] = await Promise.all([
    dbRows<VendorProfileRow>`
      SELECT v."id", v."companyName", v."contactName", v."serviceRadiusMiles", v."available", v."licenseExpiresAt",
        v."insuranceExpiresAt", v."rating", v."reviewCount"
      FROM ${mine}`,
    dbRows<{ serviceType: string }>`
      SELECT t."serviceType" FROM "VendorServiceType" t JOIN "VendorProfile" v ON v."id" = t."vendorProfileId"
      WHERE v."userId" = ${userId} ORDER BY t."serviceType"`,
    dbRows<FiguresRow>`
      SELECT
        (SELECT COUNT(*) FROM ${matches} AND m."status" = 'offered') AS "newMatches",
        (SELECT COUNT(*) FROM ${matches} AND m."status" = 'scheduled') AS "scheduledJobs",
        (SELECT SUM(m."jobValueCents") FROM ${matches} AND m."status" = 'completed' AND m."completedAt" >= ${startOfMonthUtc(now)}) AS "revenueCents",
        (SELECT COUNT(*) FROM "ContactMessage" c JOIN "VendorProfile" v ON v."id" = c."vendorProfileId" WHERE v."userId" = ${userId}) AS "messages"`,
    dbRows<LeadRow>`
      SELECT m."id", m."status", m."reasons", m."offeredAt", m."offerExpiresAt", m."declineReason", m."scheduledFor",
        m."completedAt", m."jobValueCents", r."serviceType", r."zip", r."urgency", r."budgetRange", r."details",
        r."description", r."createdAt" AS "requestedAt", r."contactName", r."contactEmail", r."contactPhone"
      FROM "ServiceRequestMatch" m JOIN "VendorProfile" v ON v."id" = m."vendorProfileId"
        JOIN "ServiceRequest" r ON r."id" = m."serviceRequestId"
      WHERE v."userId" = ${userId} AND m."status" IN ${sqlList(INBOX_LEAD_STATUSES)}
      ORDER BY m."offeredAt" DESC, m."id" DESC ${pageLimit(page, LEADS_PAGE_SIZE)}`,
    dbRows<AnsweredRow>`
      SELECT m."status", m."offeredAt", m."respondedAt" FROM ${matches} AND m."offeredAt" IS NOT NULL
      ORDER BY m."offeredAt" DESC LIMIT 500`,
  ])
  if (!profile) return null
  const inbox = paged(leads, page, LEADS_PAGE_SIZE)
  return {
    profile: {
      companyName: profile.companyName,
      contactName: profile.contactName,
      serviceTypes: trades.map((row) => row.serviceType),
      serviceRadiusMiles: profile.serviceRadiusMiles,
      available: sqlBoolean(profile.available),
      licenseExpiresAt: profile.licenseExpiresAt?.toISOString().slice(0, 10) ?? '',
      insuranceExpiresAt: profile.insuranceExpiresAt?.toISOString().slice(0, 10) ?? '',
    },
    figures: {
      newMatches: sqlNumber(figures?.newMatches),
      revenueCents: sqlNumber(figures?.revenueCents),
      scheduledJobs: sqlNumber(figures?.scheduledJobs),
      messages: sqlNumber(figures?.messages),
    },
    performance: { ...vendorPerformance(answered), rating: profile.rating, reviewCount: profile.reviewCount },
    leadPages: { page, hasOlder: inbox.hasOlder },
    leads: inbox.rows.map((row) => {
      const status = isLeadStatus(row.status) ? row.status : 'offered'
      return {
        id: row.id,
        status,
        offeredAt: row.offeredAt,
        offerExpiresAt: row.offerExpiresAt,
        declineReason: row.declineReason,
        scheduledFor: row.scheduledFor,
        completedAt: row.completedAt,
        jobValueCents: row.jobValueCents,
        actions: leadTransitionsFor(status, 'vendor'),
        reasons: sqlStringList(row.reasons),
        brief: {
          serviceType: row.serviceType,
          zip: row.zip,
          urgency: row.urgency,
          budgetRange: row.budgetRange,
          tradeAnswers: tradeAnswers(row.details),
          description: row.description,
          requestedAt: row.requestedAt,
        },
        // contact details only once this vendor has accepted the lead
        contact: CONTACT_VISIBLE_STATUSES.includes(status) ? { name: row.contactName, email: row.contactEmail, phone: row.contactPhone } : null,
      }
    }),
  }
}
