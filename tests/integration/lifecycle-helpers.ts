import crypto from 'node:crypto'
import { db } from '~/utils/db.server.ts'
import { createVendorProfile } from '~/vendors/profiles.server.ts'
import { signedInAffiliate, signedInAs } from './accounts-helpers.ts'

// Service requests, ranked leads and referrals made directly, the way Harper's intake (issue #9)
// leaves them: an open request, matches 'queued' by rank, a 'pending' referral when attributed.

/** A vendor profile; with `signedIn`, owned by a new vendor user with a session cookie. */
export async function createVendor({ signedIn = true, companyName }: { signedIn?: boolean; companyName?: string } = {}) {
  const tag = crypto.randomUUID().slice(0, 8)
  const { user, cookie } = signedIn ? await signedInAs(['vendor']) : { user: null, cookie: '' }
  const name = companyName ?? `Test Roofing ${tag}`
  const profile = await createVendorProfile(db, {
    data: {
      slug: `test-roofing-${tag}`,
      userId: user?.id ?? null,
      companyName: name,
      contactName: 'Val Vendor',
      email: user?.email ?? `vendor-${tag}@example.test`,
      description: 'Roof repair',
      yearsInBusiness: 10,
      specialties: ['Shingle roofs'],
      searchText: name.toLowerCase(),
      zip: '32931',
      city: 'Cocoa Beach',
      latitude: 28.3325,
      longitude: -80.6121,
      serviceRadiusMiles: 25,
      responseTimeMinutes: 60,
      quoteMinCents: 0,
      quoteMaxCents: 0,
      serviceTypes: { create: [{ serviceType: 'Roofing' }] },
    },
  })
  return { user, cookie, profile }
}

/** An open request with one queued lead per vendor (ranked in order) and, with an affiliate, a pending referral. */
export async function createRequestWithLeads({
  vendorIds,
  affiliateId = null,
  urgency = '7-days',
  homeownerEmail = `homeowner-${crypto.randomUUID().slice(0, 8)}@example.test`,
}: {
  vendorIds: string[]
  affiliateId?: string | null
  urgency?: string
  homeownerEmail?: string
}) {
  const request = await db.serviceRequest.create({
    data: {
      contactName: 'Hana Homeowner',
      contactEmail: homeownerEmail,
      contactPhone: '(321) 555-0123',
      serviceType: 'Roofing',
      zip: '32931',
      urgency,
      budgetRange: '5001-10000',
      description: 'Leak over the kitchen after the storm.',
      consentAt: new Date(),
      affiliateId,
      matches: {
        create: vendorIds.map((vendorProfileId, index) => ({ vendorProfileId, rank: index + 1, score: 0.9 - index / 10, reasons: ['Serves this ZIP code'] })),
      },
    },
    include: { matches: { orderBy: { rank: 'asc' } } },
  })
  const referral = affiliateId
    ? await db.referral.create({
        data: { affiliateId, consumerName: 'Hana Homeowner', consumerEmail: homeownerEmail, serviceType: 'Roofing', serviceRequestId: request.id },
      })
    : null
  return { request, matches: request.matches, referral }
}

/** An affiliate (signed in) with one attributed request whose leads go to fresh vendors. */
export async function referralScenario({ vendors = 2 }: { vendors?: number } = {}) {
  const affiliate = await signedInAffiliate()
  const vendorRows = await Promise.all(Array.from({ length: vendors }, () => createVendor()))
  const scenario = await createRequestWithLeads({ vendorIds: vendorRows.map((vendor) => vendor.profile.id), affiliateId: affiliate.profile.id })
  return { affiliate, vendors: vendorRows, ...scenario, referral: scenario.referral! }
}
