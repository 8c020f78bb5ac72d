import { db } from '~/utils/db.server.ts'
import { tradeAnswers } from '~/service-requests/lead-brief.ts'
import { CONTACT_VISIBLE_STATUSES, INBOX_LEAD_STATUSES, isLeadStatus, leadTransitionsFor } from '~/service-requests/process.ts'
import { vendorPerformance } from '~/leads/vendor-performance.ts'

// What /vendor-dashboard shows, read through the signed-in user's id only: the profile is found
// by userId and every lead query is scoped by that profile's id.
const INBOX_LIMIT = 50

export function startOfMonthUtc(now: Date) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
}

export async function getVendorDashboard(userId: string, now = new Date()) {
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
  const [newMatches, scheduledJobs, revenue, messages, leads, answered] = await Promise.all([
    db.serviceRequestMatch.count({ where: { ...scope, status: 'offered' } }),
    db.serviceRequestMatch.count({ where: { ...scope, status: 'scheduled' } }),
    db.serviceRequestMatch.aggregate({
      where: { ...scope, status: 'completed', completedAt: { gte: startOfMonthUtc(now) } },
      _sum: { jobValueCents: true },
    }),
    db.contactMessage.count({ where: scope }),
    db.serviceRequestMatch.findMany({
      where: { ...scope, status: { in: [...INBOX_LEAD_STATUSES] } },
      orderBy: [{ offeredAt: 'desc' }, { id: 'desc' }],
      take: INBOX_LIMIT,
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
    figures: { newMatches, revenueCents: revenue._sum.jobValueCents ?? 0, scheduledJobs, messages },
    performance: { ...vendorPerformance(answered), rating: profile.rating, reviewCount: profile.reviewCount },
    leads: leads.map(({ serviceRequest: request, reasons, ...lead }) => {
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
