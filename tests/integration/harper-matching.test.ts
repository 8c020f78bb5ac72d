import crypto from 'node:crypto'
import zipcodes from 'zipcodes'
import { beforeAll, describe, expect, test } from 'vitest'
import { completeHarperTurn, newConversationState } from '~/harper/conversation.server.ts'
import { createEmbeddedEngine } from '~/harper/embedded-engine.server.ts'
import type { HarperEvent } from '~/harper/engine.ts'
import type { BudgetRange, ServiceType, Urgency } from '~/marketplace/value-sets.ts'
import { db } from '~/utils/db.server.ts'
import { databaseVendorDirectory } from '~/vendors/directory.server.ts'
import { loader as findServicesLoader } from '~/routes/find-services.tsx'
import { rankVendorsForRequest, type MatchOutcome, type VendorMatch } from '~/vendors/matching.server.ts'
import { distanceMiles, servesLocation, vendorCardHref } from '~/vendors/search.ts'
import { createVendorProfile } from '~/vendors/profiles.server.ts'
import { SEED_VENDORS } from '../../prisma/seed-data/vendors.ts'
import { ensureSeededVendors, getRequest, routeArgs } from './helpers.ts'

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

/** A vendor of our own at a quiet Florida ZIP, named with a unique word (other files add vendors too). */
async function addVendor(
  word: string,
  name: string,
  {
    zip,
    serviceType,
    radius = 10,
    rating = 4.5,
    reviews = 30,
    response = 60,
    quote = [300, 900],
    available = true,
  }: {
    zip: string
    serviceType: ServiceType
    radius?: number
    rating?: number
    reviews?: number
    response?: number
    quote?: [number, number]
    available?: boolean
  },
) {
  const place = zipcodes.lookup(zip)!
  const slug = `${name.toLowerCase().replace(/\W+/g, '-')}-${word}`
  await createVendorProfile(db, {
    data: {
      slug,
      companyName: `${name} ${word}`,
      contactName: 'Pat Tester',
      email: `${slug}@example.test`,
      description: 'Test vendor',
      yearsInBusiness: 5,
      specialties: [],
      searchText: `${name} ${word}`.toLowerCase(),
      zip,
      city: place.city,
      state: place.state,
      latitude: place.latitude,
      longitude: place.longitude,
      serviceRadiusMiles: radius,
      rating,
      reviewCount: reviews,
      responseTimeMinutes: response,
      quoteMinCents: quote[0] * 100,
      quoteMaxCents: quote[1] * 100,
      verified: true,
      available,
      licenseExpiresAt: new Date('2028-01-01'),
      insuranceExpiresAt: new Date('2028-01-01'),
      serviceTypes: { create: [{ serviceType }] },
    },
  })
  return slug
}

const rank = (serviceType: ServiceType, zip: string, { urgency, budget }: { urgency?: Urgency; budget?: BudgetRange } = {}) =>
  rankVendorsForRequest(directory(), { serviceType, zip, urgency, budget }, { asOf: NOW })

const slugsOf = (outcome: MatchOutcome) => (outcome.status === 'alternatives' ? outcome.alternatives : outcome.matches).map((match) => match.slug)

/** Harper's reply to one message that names the trade, the place and the timing. */
async function replyTo(message: string) {
  const engine = createEmbeddedEngine({ directory: directory(), now: () => NOW })
  const { events, done } = await completeHarperTurn(engine, newConversationState(), message)
  const listed = events.find((event): event is Extract<HarperEvent, { type: 'matches' }> => event.type === 'matches')
  return { outcome: listed?.outcome, reply: done.reply }
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

describe('honest matching: the budget informs, the reason is data', { timeout: 30_000 }, () => {
  test('a budget below every roofer’s quotes still lists the roofers serving Palm Bay, and says the budget is below their quotes', async () => {
    const outcome = await rank('Roofing', '32905', { urgency: '7-days', budget: '1001-5000' })
    expect(outcome.status).toBe('matched')
    if (outcome.status !== 'matched') return
    expect(outcome.matches).toHaveLength(3)
    await expectServing(outcome.matches, 'Roofing', '32905')
    expect(outcome.budgetBelowQuotes).toBe(true)
    expect(outcome.thin).toBeUndefined()
    for (const match of outcome.matches) {
      expect(match.fitsBudget).toBe(false)
      expect(match.quoteMinCents).toBeGreaterThan(5_000_00)
      expect(match.reason).not.toContain('quotes fit your budget')
    }
    // the same list as without a budget: it informs, it does not filter
    expect(slugsOf(outcome)).toEqual(slugsOf(await rank('Roofing', '32905', { urgency: '7-days' })))
    // a budget that fits is not reported as below the quotes
    const fitting = await rank('Roofing', '32905', { urgency: '7-days', budget: '10000+' })
    expect(fitting).toMatchObject({ status: 'matched', budgetBelowQuotes: false })

    const { outcome: said, reply } = await replyTo('my roof is leaking in 32905, I need it fixed this week and my budget is $1,500')
    expect(said?.status).toBe('matched')
    expect(reply).toMatch(/vetted Roofing pros for Palm Bay/)
    expect(reply).not.toMatch(/may not cover|I don't have a Roofing pro/)
  })

  test('vendors whose quotes fit the budget come first, ahead of better-rated ones that do not', async () => {
    const word = crypto.randomUUID().slice(0, 8)
    const pricey = await addVendor(word, 'Pricey Panacea Electric', { zip: '32346', serviceType: 'Electrical', rating: 5, reviews: 400, quote: [2_000, 5_000] })
    const modest = await addVendor(word, 'Modest Panacea Electric', { zip: '32346', serviceType: 'Electrical', rating: 3.6, reviews: 4, quote: [300, 900] })
    const unrated = await rank('Electrical', '32346')
    expect(slugsOf(unrated)).toEqual([pricey, modest])
    const budgeted = await rank('Electrical', '32346', { budget: '501-1000' })
    expect(budgeted).toMatchObject({ status: 'matched', budgetBelowQuotes: false, thin: 'few-serve-place' })
    expect(slugsOf(budgeted)).toEqual([modest, pricey])
    expect(budgeted.matches.map((match) => match.fitsBudget)).toEqual([true, false])
  })

  test('a thin list says whether others serve the place but cannot start as soon', async () => {
    const word = crypto.randomUUID().slice(0, 8)
    const quick = await addVendor(word, 'Quick Apalachicola Electric', { zip: '32320', serviceType: 'Electrical', response: 30 })
    const booked = await addVendor(word, 'Booked Apalachicola Electric', { zip: '32320', serviceType: 'Electrical', available: false })
    const today = await rank('Electrical', '32320', { urgency: 'immediate' })
    expect(today).toMatchObject({ status: 'matched', thin: 'others-not-available-in-time' })
    expect(slugsOf(today)).toEqual([quick])
    const someday = await rank('Electrical', '32320', { urgency: 'planning' })
    expect(someday).toMatchObject({ status: 'matched', thin: 'few-serve-place' })
    expect(slugsOf(someday)).toEqual([quick, booked])
  })

  test('pros who serve the place but cannot start today are listed as such, not as pros who may not cover it', async () => {
    const outcome = await rank('Seawall Construction', '32952', { urgency: 'immediate' })
    expect(outcome).toMatchObject({ status: 'alternatives', reason: 'none-available-in-time' })
    if (outcome.status !== 'alternatives') return
    expect(outcome.alternatives.length).toBeGreaterThanOrEqual(1)
    await expectServing(outcome.alternatives, 'Seawall Construction', '32952')
    // none of them answers within the hour an immediate job needs
    for (const match of outcome.alternatives) expect(match.available && match.responseTimeMinutes <= 60).toBe(false)

    const { reply } = await replyTo('our seawall is cracking in 32952, need someone today')
    expect(reply).toContain('serve Merritt Island, but none can start today')
    expect(reply).not.toContain('may not cover')
  })

  test('a place outside every radius gets the nearest pros within 100 miles, none of whom serves it', async () => {
    const gainesville = zipcodes.lookup('32601')!
    const outcome = await rank('Roofing', '32601')
    expect(outcome).toMatchObject({ status: 'alternatives', reason: 'outside-coverage' })
    expect(slugsOf(outcome).length).toBeGreaterThanOrEqual(1)
    for (const slug of slugsOf(outcome)) {
      const vendor = await db.vendorProfile.findUniqueOrThrow({ where: { slug } })
      expect(servesLocation(vendor, gainesville)).toBe(false)
      expect(distanceMiles(vendor, gainesville)).toBeLessThanOrEqual(100)
    }
    // nobody within 100 miles at all
    expect(await rank('Seawall Construction', '32601')).toMatchObject({ status: 'none', reason: 'outside-coverage', state: 'FL' })
  })

  test('a place outside Florida is answered as such, even when a Florida pro’s radius reaches it', async () => {
    const word = crypto.randomUUID().slice(0, 8)
    await addVendor(word, 'Hilliard Border Air', { zip: '32046', serviceType: 'HVAC', radius: 60 })
    const kingsland = zipcodes.lookup('31548')!
    const hilliard = zipcodes.lookup('32046')!
    // the border vendor's 60-mile radius reaches Kingsland, GA
    expect(distanceMiles(kingsland, hilliard)).toBeLessThan(60)
    expect(await rank('HVAC', '31548')).toEqual({ status: 'none', place: 'Kingsland', matches: [], reason: 'outside-florida', state: 'GA' })
    expect(await rankVendorsForRequest(directory(), { serviceType: 'Roofing', city: 'Savannah', state: 'GA' }, { asOf: NOW })).toMatchObject({
      status: 'none',
      reason: 'outside-florida',
      state: 'GA',
    })
    const { reply } = await replyTo('the AC is dead in 31548')
    expect(reply).toMatch(/outside the area we cover.*Florida only/)
  })

  test('each listed vendor’s link opens /find-services on its card, details open', async () => {
    for (const seeded of SEED_VENDORS) {
      const vendor = await db.vendorProfile.findFirstOrThrow({ where: { companyName: seeded.companyName }, select: { slug: true, companyName: true } })
      const href = vendorCardHref(vendor)
      expect(href).toMatch(new RegExp(`^/find-services\\?.*details=${vendor.slug}.*#vendor-${vendor.slug}$`))
      const data = (await findServicesLoader(routeArgs(getRequest(href.split('#')[0]!)))) as Awaited<ReturnType<typeof findServicesLoader>>
      expect(
        data.vendors.map((shown) => shown.slug),
        seeded.companyName,
      ).toContain(vendor.slug)
    }
  })
})

describe('an answer all about another trade (the mf- author, 2026-12-01)', { timeout: 30_000 }, () => {
  /** Harper's turns for the messages, answering "not sure" until it asks the roof's question. */
  async function untilRoofQuestion(opening: string) {
    const engine = createEmbeddedEngine({ directory: directory(), now: () => NOW })
    let { done } = await completeHarperTurn(engine, newConversationState(), opening)
    for (let turn = 0; turn < 4 && !done.state.memory.lastQuestion?.startsWith('roof-'); turn++)
      ({ done } = await completeHarperTurn(engine, done.state, 'not sure'))
    expect(done.state.memory.lastQuestion).toMatch(/^roof-/)
    return { engine, state: done.state }
  }

  test('"How old is the roof?" answered with the AC\'s pan: Harper asks which job it is, once, and the answer moves the request', async () => {
    const { engine, state } = await untilRoofQuestion('water stain on the hallway ceiling, I think roof? 32803')
    const checked = await completeHarperTurn(engine, state, 'AC still cools but the pan in the attic is full of water, the air handler is up there')
    expect(checked.done.reply).toContain('Just to check: is this a Roofing job, or HVAC?')
    expect(checked.done.state.intake.serviceType).toBe('Roofing')
    const { events, done } = await completeHarperTurn(engine, checked.done.state, 'the AC, not the roof')
    expect(done.state.intake.serviceType).toBe('HVAC')
    const listed = events.find((event): event is Extract<HarperEvent, { type: 'matches' }> => event.type === 'matches')
    await expectServing(listed!.outcome.status === 'matched' ? listed!.outcome.matches : [], 'HVAC', '32803')
    // … and is not asked again, whatever later answers name
    expect(done.state.memory.tradeChecked).toBe(true)
  })

  test("an answer that names another trade as context is the roof's detail: no question", async () => {
    const { engine, state } = await untilRoofQuestion('roof leaking into the bedroom, 32803')
    const { done } = await completeHarperTurn(engine, state, 'shingle, about 15 years. the plumber already checked the pipes')
    expect(done.reply).not.toContain('Just to check')
    expect(done.state.intake.serviceType).toBe('Roofing')
  })
})
