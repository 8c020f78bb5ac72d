import crypto from 'node:crypto'
import zipcodes from 'zipcodes'
import { describe, expect, test } from 'vitest'
import type { ServiceType } from '~/marketplace/value-sets.ts'
import { action as dashboardAction } from '~/routes/admin-dashboard.tsx'
import { db } from '~/utils/db.server.ts'
import { coverageCells } from '~/vendors/coverage.ts'
import { databaseVendorDirectory } from '~/vendors/directory.server.ts'
import { createVendorProfile, fillMissingVendorCoverage, updateVendorProfile } from '~/vendors/profiles.server.ts'
import { args, pendingVendorApplication, signedInAs } from './accounts-helpers.ts'
import { formRequest, outcome } from './helpers.ts'

// The coverage cells (docs/decisions/0013) follow every write of a vendor profile: the search
// reads only them, so a vendor whose cells lag behind would be matched in the wrong place.

const place = (zip: string) => {
  const found = zipcodes.lookup(zip)!
  return { zip, city: found.city, latitude: found.latitude, longitude: found.longitude }
}

/** The cells a profile should have: the rule's cells for each trade, with the profile's fields copied. */
async function expectCellsInStep(vendorProfileId: string) {
  const profile = await db.vendorProfile.findUniqueOrThrow({ where: { id: vendorProfileId }, include: { serviceTypes: true } })
  const stored = await db.vendorCoverageCell.findMany({ where: { vendorProfileId } })
  const expected = profile.serviceTypes.flatMap(({ serviceType }) => coverageCells(profile).map((cell) => `${serviceType}|${cell}`))
  expect(stored.map((row) => `${row.serviceType}|${row.cell}`).sort()).toEqual(expected.sort())
  for (const row of stored) {
    expect(row).toMatchObject({
      latitude: profile.latitude,
      longitude: profile.longitude,
      serviceRadiusMiles: profile.serviceRadiusMiles,
      available: profile.available,
      rating: profile.rating,
      reviewCount: profile.reviewCount,
      responseTimeMinutes: profile.responseTimeMinutes,
      quoteMinCents: profile.quoteMinCents,
      quoteMaxCents: profile.quoteMaxCents,
      verified: profile.verified,
    })
  }
  return stored.length
}

/** Whether a search for the trade at the ZIP (as /find-services and Harper make it) lists the vendor. */
async function listedAt(slug: string, service: ServiceType, zip: string, { requireAvailable = false } = {}) {
  const { latitude, longitude } = place(zip)
  const candidates = await databaseVendorDirectory(db).findCandidates({ service, location: { latitude, longitude }, requireAvailable, bestOf: 100_000 })
  return candidates.some((vendor) => vendor.slug === slug)
}

async function newVendor(overrides: { serviceTypes?: ServiceType[]; zip?: string; radius?: number } = {}) {
  const word = crypto.randomUUID().slice(0, 8)
  const { zip, city, latitude, longitude } = place(overrides.zip ?? '32931')
  return createVendorProfile(db, {
    data: {
      slug: `coverage-${word}`,
      companyName: `Coverage Test ${word}`,
      contactName: 'Pat Tester',
      email: `coverage-${word}@example.test`,
      description: 'Coverage test vendor',
      yearsInBusiness: 3,
      specialties: [],
      searchText: `coverage ${word}`,
      zip,
      city,
      latitude,
      longitude,
      serviceRadiusMiles: overrides.radius ?? 20,
      responseTimeMinutes: 30,
      quoteMinCents: 100_00,
      quoteMaxCents: 5_000_00,
      serviceTypes: { create: (overrides.serviceTypes ?? ['Roofing']).map((serviceType) => ({ serviceType })) },
    },
  })
}

describe('vendor coverage cells', () => {
  test('a created profile has the cells of its circle for each of its trades, and is found there', async () => {
    const vendor = await newVendor({ serviceTypes: ['Roofing', 'Plumbing'] })
    expect(await expectCellsInStep(vendor.id)).toBeGreaterThan(2)
    expect(await listedAt(vendor.slug, 'Roofing', '32931')).toBe(true)
    expect(await listedAt(vendor.slug, 'Plumbing', '32931')).toBe(true)
    expect(await listedAt(vendor.slug, 'HVAC', '32931')).toBe(false)
  })

  test('an edit that moves the centre, shrinks the radius and changes the trades moves the cells with it', async () => {
    const vendor = await newVendor({ serviceTypes: ['Roofing'], zip: '32931', radius: 30 })
    const tampa = place('33602')
    await updateVendorProfile(db, {
      where: { id: vendor.id },
      data: { ...tampa, serviceRadiusMiles: 10, serviceTypes: { deleteMany: {}, create: [{ serviceType: 'HVAC' }] } },
    })
    await expectCellsInStep(vendor.id)
    expect(await listedAt(vendor.slug, 'HVAC', '33602')).toBe(true)
    expect(await listedAt(vendor.slug, 'HVAC', '32931')).toBe(false)
    expect(await listedAt(vendor.slug, 'Roofing', '33602')).toBe(false)
    // 10 miles is the edge: Orlando (about 80 miles away) is not served any more
    expect(await listedAt(vendor.slug, 'HVAC', '32801')).toBe(false)
  })

  test('an edit of a copied field (availability) reaches the cells, so an urgent search skips the vendor', async () => {
    const vendor = await newVendor()
    expect(await listedAt(vendor.slug, 'Roofing', '32931', { requireAvailable: true })).toBe(true)
    await updateVendorProfile(db, { where: { id: vendor.id }, data: { available: false } })
    await expectCellsInStep(vendor.id)
    expect(await listedAt(vendor.slug, 'Roofing', '32931', { requireAvailable: true })).toBe(false)
    expect(await listedAt(vendor.slug, 'Roofing', '32931')).toBe(true)
  })

  test('approving a vendor application creates the profile with its cells', async () => {
    const { cookie } = await signedInAs(['super_admin'])
    const application = await pendingVendorApplication()
    const body = new URLSearchParams([
      ['intent', 'approve-vendor'],
      ['applicationId', application.id],
      ['serviceTypes', 'Seawall Construction'],
      ['zip', '32931'],
    ])
    const request = formRequest('/admin-dashboard', {}, { cookie })
    const response = await outcome(dashboardAction(args(new Request(request.url, { method: 'POST', body, headers: request.headers }))))
    expect(response.status).toBe(302)
    const profile = await db.vendorProfile.findFirstOrThrow({ where: { applicationId: application.id } })
    expect(await expectCellsInStep(profile.id)).toBeGreaterThan(0)
    expect(await listedAt(profile.slug, 'Seawall Construction', '32931')).toBe(true)
  })

  test('a vendor without cells (written before they existed) gets them when the database is deployed; deleting a vendor removes them', async () => {
    const vendor = await newVendor()
    await db.$executeRaw`DELETE FROM "VendorCoverageCell" WHERE "vendorProfileId" = ${vendor.id}`
    expect(await listedAt(vendor.slug, 'Roofing', '32931')).toBe(false)
    expect(await fillMissingVendorCoverage(db)).toBeGreaterThanOrEqual(1)
    await expectCellsInStep(vendor.id)
    expect(await listedAt(vendor.slug, 'Roofing', '32931')).toBe(true)
    await db.vendorProfile.delete({ where: { id: vendor.id } })
    expect(await db.vendorCoverageCell.count({ where: { vendorProfileId: vendor.id } })).toBe(0)
  })
})
