import { db } from '~/utils/db.server.ts'
import { tradeAnswers } from '~/service-requests/lead-brief.ts'
import { CONTACT_VISIBLE_STATUSES, INBOX_LEAD_STATUSES, isLeadStatus, leadTransitionsFor } from '~/service-requests/process.ts'
import { vendorPerformance } from '~/leads/vendor-performance.ts'
import { paged, pageWindow } from '~/utils/pagination.ts'

// What /vendor-dashboard shows, read through the signed-in user's id only: the profile is found
// by userId and every lead query is scoped by that profile's id.
/** Leads a page of the inbox shows (`?leads=2` for older ones, app/utils/pagination.ts): each is a card with its forms. */
export const LEADS_PAGE_SIZE = 10

export function startOfMonthUtc(now: Date) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
}

export async function getVendorDashboard(userId: string, now = new Date(), page = 1) {
  const profile = await db.vendorProfile.findUnique({
    where: { userId },
    select: {
      id: true,
      companyName: true,
      contactName: true,
      serviceRadiusMiles: true,
      available: true,
      licenseExpiresAt: true,
      insuranceExpiresAt: true,
      rating: true,
      reviewCount: true,
      serviceTypes: { select: { serviceType: true } },
    },
  })
  if (!profile) return null
  const scope = { vendorProfileId: profile.id }
  const [byStatus, revenue, messages, leads, answered] = await Promise.all([
    // new matches and scheduled jobs in one statement
    db.serviceRequestMatch.groupBy({ by: ['status'], where: { ...scope, status: { in: ['offered', 'scheduled'] } }, _count: { _all: true } }),
    db.serviceRequestMatch.aggregate({
      where: { ...scope, status: 'completed', completedAt: { gte: startOfMonthUtc(now) } },
      _sum: { jobValueCents: true },
    }),
    db.contactMessage.count({ where: scope }),
    db.serviceRequestMatch.findMany({
      where: { ...scope, status: { in: [...INBOX_LEAD_STATUSES] } },
      orderBy: [{ offeredAt: 'desc' }, { id: 'desc' }],
      ...pageWindow(page, LEADS_PAGE_SIZE),
      select: {
        id: true,
        status: true,
        reasons: true,
        offeredAt: true,
        offerExpiresAt: true,
        declineReason: true,
        scheduledFor: true,
        completedAt: true,
        jobValueCents: true,
        serviceRequest: {
          select: {
            serviceType: true,
            zip: true,
            urgency: true,
            budgetRange: true,
            details: true,
            description: true,
            createdAt: true,
            contactName: true,
            contactEmail: true,
            contactPhone: true,
          },
        },
      },
    }),
    db.serviceRequestMatch.findMany({
      where: { ...scope, offeredAt: { not: null } },
      orderBy: { offeredAt: 'desc' },
      take: 500,
      select: { status: true, offeredAt: true, respondedAt: true },
    }),
  ])
  const countOf = (status: string) => byStatus.find((row) => row.status === status)?._count._all ?? 0
  const inbox = paged(leads, page, LEADS_PAGE_SIZE)
  return {
    profile: {
      companyName: profile.companyName,
      contactName: profile.contactName,
      serviceTypes: profile.serviceTypes.map((row) => row.serviceType),
      serviceRadiusMiles: profile.serviceRadiusMiles,
      available: profile.available,
      licenseExpiresAt: profile.licenseExpiresAt?.toISOString().slice(0, 10) ?? '',
      insuranceExpiresAt: profile.insuranceExpiresAt?.toISOString().slice(0, 10) ?? '',
    },
    figures: { newMatches: countOf('offered'), revenueCents: revenue._sum.jobValueCents ?? 0, scheduledJobs: countOf('scheduled'), messages },
    performance: { ...vendorPerformance(answered), rating: profile.rating, reviewCount: profile.reviewCount },
    leadPages: { page, hasOlder: inbox.hasOlder },
    leads: inbox.rows.map(({ serviceRequest: request, reasons, ...lead }) => {
      const status = isLeadStatus(lead.status) ? lead.status : 'offered'
      const contactVisible = CONTACT_VISIBLE_STATUSES.includes(status)
      return {
        ...lead,
        status,
        actions: leadTransitionsFor(status, 'vendor'),
        reasons: Array.isArray(reasons) ? reasons.map(String) : [],
        brief: {
          serviceType: request.serviceType,
          zip: request.zip,
          urgency: request.urgency,
          budgetRange: request.budgetRange,
          tradeAnswers: tradeAnswers(request.details),
          description: request.description,
          requestedAt: request.createdAt,
        },
        // contact details only once this vendor has accepted the lead
        contact: contactVisible ? { name: request.contactName, email: request.contactEmail, phone: request.contactPhone } : null,
      }
    }),
  }
}
