import crypto from 'node:crypto'
import zipcodes from 'zipcodes'
import { beforeAll, describe, expect, test } from 'vitest'
import { completeHarperTurn, newConversationState } from '~/harper/conversation.server.ts'
import { createEmbeddedEngine } from '~/harper/embedded-engine.server.ts'
import type { HarperEvent } from '~/harper/engine.ts'
import type { ServiceType } from '~/marketplace/value-sets.ts'
import { db } from '~/utils/db.server.ts'
import { databaseVendorDirectory } from '~/vendors/directory.server.ts'
import { rankVendorsForRequest, type VendorMatch } from '~/vendors/matching.server.ts'
import { distanceMiles } from '~/vendors/search.ts'
import { createVendorProfile } from '~/vendors/profiles.server.ts'
import { ensureSeededVendors } from './helpers.ts'

// Matching against the seeded directory in the real database. The seed's vendors are added when
// missing (other test files may add their own vendors too, so assertions are about properties
// every listed vendor must have, not about exact lists).

const NOW = new Date('2026-11-20T15:00:00Z')

beforeAll(ensureSeededVendors, 60_000)

const directory = () => databaseVendorDirectory(db)

/** Every listed vendor offers the trade and its radius reaches the ZIP. */
async function expectServing(matches: VendorMatch[], serviceType: ServiceType, zip: string) {
  const place = zipcodes.lookup(zip)!
  for (const match of matches) {
    const vendor = await db.vendorProfile.findUniqueOrThrow({ where: { slug: match.slug }, include: { serviceTypes: true } })
    expect(vendor.serviceTypes.map((entry) => entry.serviceType)).toContain(serviceType)
    expect(distanceMiles(vendor, place)).toBeLessThanOrEqual(vendor.serviceRadiusMiles)
    // other test files add vendors too (an approved vendor has no reviews yet): the rating part
    // is there exactly when the vendor has reviews
    if (vendor.reviewCount > 0) expect(match.reason).toMatch(/★ from \d+ reviews? · usually replies within/)
    else expect(match.reason).not.toContain('★')
    expect(match.reason).toMatch(/ mi from .+ · usually replies within/)
  }
}

const PROBLEMS: Array<[ServiceType, string, string]> = [
  ['CIPP Pipe Repair', 'roots in the sewer line again', '32901'],
  ['Seawall Construction', 'our seawall is cracking', '32931'],
  ['Foundation Repair', 'foundation cracks getting wider', '32801'],
  ['Roofing', 'roof leaking into the bedroom', '32931'],
  ['Plumbing', 'toilet clogged and overflowing', '32803'],
  ['Electrical', 'breaker keeps tripping', '32937'],
  ['HVAC', 'AC blowing warm air', '32803'],
  ['Home Inspection', 'need a home inspection before closing', '32940'],
  ['General Contracting', 'kitchen remodel', '32901'],
  ['Landscaping', 'lawn is dead and the sprinklers are broken', '32952'],
]

describe('Harper matching over the seeded directory', { timeout: 30_000 }, () => {
  test.each(PROBLEMS)('%s: "<problem> in <ZIP>" names 1-3 vendors of the trade serving the ZIP, each with a reason', async (serviceType, problem, zip) => {
    const engine = createEmbeddedEngine({ directory: directory(), now: () => NOW })
    let state = newConversationState()
    let listed: Extract<HarperEvent, { type: 'matches' }> | undefined
    let reply = ''
    // within three user messages: the problem with the ZIP, then whatever Harper asks
    for (const message of [`${problem} in ${zip}`, 'this week', 'not sure']) {
      const { events, done } = await completeHarperTurn(engine, state, message)
      state = done.state
      listed = events.find((event): event is Extract<HarperEvent, { type: 'matches' }> => event.type === 'matches')
      reply = done.reply
      if (listed) break
    }
    expect(listed?.outcome.status).toBe('matched')
    const matches = listed!.outcome.matches
    expect(matches.length).toBeGreaterThanOrEqual(1)
    expect(matches.length).toBeLessThanOrEqual(3)
    await expectServing(matches, serviceType, zip)
    matches.forEach((match, index) => expect(reply).toContain(`${index + 1}. ${match.companyName} — ${match.reason}`))
    // public fields only
    expect(reply).not.toMatch(/@|\(\d{3}\) 555/)
  })

  test('vendors not taking new work are skipped for an immediate job', async () => {
    const immediate = await rankVendorsForRequest(directory(), { serviceType: 'Seawall Construction', zip: '32952', urgency: 'immediate' }, { asOf: NOW })
    const planning = await rankVendorsForRequest(
      directory(),
      { serviceType: 'Seawall Construction', zip: '32952', urgency: 'planning' },
      { asOf: NOW, limit: 50 },
    )
    expect(planning.status).toBe('matched')
    expect(planning.matches.map((match) => match.slug)).toContain('indian-river-seawall-dock')
    const immediateSlugs = immediate.status === 'matched' ? immediate.matches.map((match) => match.slug) : []
    expect(immediateSlugs).not.toContain('indian-river-seawall-dock')
    if (immediate.status === 'matched') for (const match of immediate.matches) expect(match.available).toBe(true)
  })

  test('a vendor whose insurance has expired is ruled out; a current one is listed as licensed & insured', async () => {
    const word = crypto.randomUUID().slice(0, 8)
    const keyWest = zipcodes.lookup('33040')!
    const base = {
      contactName: 'Pat Tester',
      description: 'Test landscaper',
      yearsInBusiness: 9,
      specialties: ['Native plants'],
      zip: '33040',
      city: keyWest.city,
      state: 'FL',
      latitude: keyWest.latitude,
      longitude: keyWest.longitude,
      serviceRadiusMiles: 15,
      responseTimeMinutes: 60,
      quoteMinCents: 50_000,
      quoteMaxCents: 500_000,
      verified: true,
      available: true,
      licenseExpiresAt: new Date('2028-01-01'),
      serviceTypes: { create: [{ serviceType: 'Landscaping' }] },
    }
    await createVendorProfile(db, {
      data: {
        ...base,
        slug: `lapsed-${word}`,
        companyName: `Lapsed Keys Gardens ${word}`,
        email: `lapsed-${word}@example.test`,
        searchText: 'lapsed',
        rating: 5,
        reviewCount: 400,
        insuranceExpiresAt: new Date('2026-11-01'),
      },
    })
    await createVendorProfile(db, {
      data: {
        ...base,
        slug: `current-${word}`,
        companyName: `Current Keys Gardens ${word}`,
        email: `current-${word}@example.test`,
        searchText: 'current',
        rating: 4.2,
        reviewCount: 12,
        insuranceExpiresAt: new Date('2027-12-31'),
      },
    })
    const outcome = await rankVendorsForRequest(directory(), { serviceType: 'Landscaping', zip: '33040', budget: '1001-5000' }, { asOf: NOW })
    expect(outcome.status).toBe('matched')
    const slugs = outcome.matches.map((match) => match.slug)
    expect(slugs).toContain(`current-${word}`)
    expect(slugs).not.toContain(`lapsed-${word}`)
    const current = outcome.matches.find((match) => match.slug === `current-${word}`)!
    expect(current.reason).toMatch(
      /^Landscaping specialist \d+ mi from Key West · 4\.2★ from 12 reviews · usually replies within an hour · quotes fit your budget · licensed & insured$|^Landscaping specialist under 1 mi from Key West/,
    )
  })

  test('when nobody serves the place, Harper says so and offers the nearest vendors or /contact', async () => {
    const engine = createEmbeddedEngine({ directory: directory(), now: () => NOW })
    const { done } = await completeHarperTurn(engine, newConversationState(), 'need a seawall repaired in 32601')
    expect(done.reply).toMatch(/I don't have a Seawall Construction pro/)
    expect(done.reply).toMatch(/\/contact/)
  })
})
