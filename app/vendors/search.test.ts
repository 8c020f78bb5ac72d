import { describe, expect, test } from 'vitest'
import {
  activeFilterChips,
  boundingBox,
  budgetBelowQuote,
  distanceMiles,
  formatQuoteRange,
  formatResponseTime,
  matchesBudget,
  matchesUrgency,
  rankVendors,
  resultsPage,
  scoreVendor,
  searchHref,
  servesLocation,
  suggestServiceTypes,
  textMatchStrength,
  urgencyRule,
  vendorCardHref,
  weightedRating,
  type VendorCandidate,
} from './search.ts'
import { parseVendorSearchParams } from './search-params.ts'
import { resolveLocation } from './location.server.ts'

const COCOA_BEACH = { latitude: 28.3325, longitude: -80.6121 } // 32931
const ORLANDO = { latitude: 28.5383, longitude: -81.3792 }

function vendor(overrides: Partial<VendorCandidate> = {}): VendorCandidate {
  const base: VendorCandidate = {
    slug: 'a-vendor',
    companyName: 'A Vendor',
    contactName: 'Pat Doe',
    description: 'General work on Florida homes.',
    specialties: ['Shingle roofs'],
    serviceTypes: ['Roofing'],
    searchText: '',
    city: 'Cocoa Beach',
    state: 'FL',
    ...COCOA_BEACH,
    serviceRadiusMiles: 20,
    rating: 4.5,
    reviewCount: 50,
    responseTimeMinutes: 60,
    quoteMinCents: 100_000,
    quoteMaxCents: 500_000,
    verified: true,
    available: true,
    yearsInBusiness: 10,
  }
  const merged = { ...base, ...overrides }
  merged.searchText ||= [merged.companyName, merged.contactName, ...merged.specialties, merged.description, ...merged.serviceTypes].join(' ').toLowerCase()
  return merged
}

describe('query parameters', () => {
  test('known values are kept; service labels match case-insensitively', () => {
    const params = parseVendorSearchParams(
      new URLSearchParams('q=  tile  roof &service=roofing&location=32931&budget=1001-5000&urgency=3-days&show=5&details=atlantic-shield-roofing'),
    )
    expect(params).toEqual({
      q: 'tile roof',
      service: 'Roofing',
      location: '32931',
      budget: '1001-5000',
      urgency: '3-days',
      show: 5,
      details: 'atlantic-shield-roofing',
    })
  })

  test('unknown or malformed values are dropped, not errors', () => {
    const params = parseVendorSearchParams(new URLSearchParams('service=Plumbers&budget=cheap&urgency=yesterday&show=-4&details=<script>&q='))
    expect(params).toEqual({ q: undefined, service: undefined, location: undefined, budget: undefined, urgency: undefined, show: 3, details: undefined })
    expect(parseVendorSearchParams(new URLSearchParams('show=abc')).show).toBe(3)
    expect(parseVendorSearchParams(new URLSearchParams('show=100000')).show).toBe(3)
  })

  test('chips link to the same search without that filter, and without show/details', () => {
    const params = parseVendorSearchParams(new URLSearchParams('service=Roofing&location=32931&show=7&details=x'))
    const chips = activeFilterChips(params)
    expect(chips.map((chip) => chip.label)).toEqual(['Service: Roofing', 'Location: 32931'])
    expect(chips[0].removeHref).toBe('/find-services?location=32931')
    expect(chips[1].removeHref).toBe('/find-services?service=Roofing')
    expect(activeFilterChips(parseVendorSearchParams(new URLSearchParams('urgency=immediate&budget=10000%2B'))).map((chip) => chip.label)).toEqual([
      'Budget: $10,000+',
      'Urgency: Immediate (Today)',
    ])
  })

  test('searchHref omits the default show and empty values', () => {
    const params = parseVendorSearchParams(new URLSearchParams('service=HVAC'))
    expect(searchHref(params)).toBe('?service=HVAC')
    expect(searchHref(params, { show: 5 })).toBe('?service=HVAC&show=5')
    expect(searchHref(params, { service: undefined })).toBe('')
  })
})

describe('suggestions', () => {
  test('only after more than 2 characters, at most 3', () => {
    expect(suggestServiceTypes('ro')).toEqual([])
    expect(suggestServiceTypes('roo')).toEqual(['Roofing'])
    expect(suggestServiceTypes('PIPE')).toEqual(['CIPP Pipe Repair'])
    expect(suggestServiceTypes('ing')).toHaveLength(3) // Plumbing, Roofing, Contracting, Landscaping … capped
    expect(suggestServiceTypes('ing')).toEqual(['Plumbing', 'Roofing', 'General Contracting'])
  })

  test('a word of a longer phrase suggests too; the current service is left out', () => {
    expect(suggestServiceTypes('leaky roof over garage')).toEqual(['Roofing'])
    expect(suggestServiceTypes('repair')).toEqual(['Foundation Repair', 'CIPP Pipe Repair'])
    expect(suggestServiceTypes('repair', 'Foundation Repair')).toEqual(['CIPP Pipe Repair'])
  })
})

describe('filters', () => {
  test('free text: every word must appear in the lower-cased search text', () => {
    const v = vendor({ companyName: 'Atlantic Shield Roofing', description: 'Metal and tile roofs.' })
    expect(rankVendors([v], { text: 'ATLANTIC tile' })).toHaveLength(1)
    expect(rankVendors([v], { text: 'atlantic plumbing' })).toHaveLength(0)
  })

  test('service type', () => {
    const roofer = vendor({ slug: 'r', serviceTypes: ['Roofing'] })
    const plumber = vendor({ slug: 'p', serviceTypes: ['Plumbing', 'CIPP Pipe Repair'] })
    expect(rankVendors([roofer, plumber], { service: 'CIPP Pipe Repair' }).map((r) => r.vendor.slug)).toEqual(['p'])
  })

  test('radius: a vendor serves a place within its radius of its centre, not beyond', () => {
    const distance = distanceMiles(COCOA_BEACH, ORLANDO)
    expect(distance).toBeGreaterThan(45)
    expect(distance).toBeLessThan(50)
    expect(servesLocation({ ...ORLANDO, serviceRadiusMiles: 50 }, COCOA_BEACH)).toBe(true)
    expect(servesLocation({ ...ORLANDO, serviceRadiusMiles: 45 }, COCOA_BEACH)).toBe(false)
    expect(distanceMiles(COCOA_BEACH, COCOA_BEACH)).toBe(0)
  })

  test('the bounding box holds every point within the radius', () => {
    const box = boundingBox(COCOA_BEACH, 50)
    expect(ORLANDO.latitude).toBeGreaterThan(box.minLatitude)
    expect(ORLANDO.longitude).toBeGreaterThan(box.minLongitude)
    expect(boundingBox(COCOA_BEACH, 40).minLongitude).toBeGreaterThan(ORLANDO.longitude)
  })

  test('budget: the quote range overlaps the budget range; $10,000+ has no upper bound', () => {
    const quote = { quoteMinCents: 400_000, quoteMaxCents: 2_800_000 } // $4,000 - $28,000
    expect(matchesBudget(quote, '0-500')).toBe(false)
    expect(matchesBudget(quote, '501-1000')).toBe(false)
    expect(matchesBudget(quote, '1001-5000')).toBe(true)
    expect(matchesBudget(quote, '5001-10000')).toBe(true)
    expect(matchesBudget(quote, '10000+')).toBe(true)
    expect(matchesBudget({ quoteMinCents: 15_000, quoteMaxCents: 50_000 }, '0-500')).toBe(true) // touches the edge
    expect(matchesBudget({ quoteMinCents: 15_000, quoteMaxCents: 50_000 }, '501-1000')).toBe(false)
    expect(matchesBudget({ quoteMinCents: 15_000, quoteMaxCents: 50_000 }, '10000+')).toBe(false)
  })

  test('a budget is below a quote when its top is under the lowest quote; $10,000+ never is', () => {
    const roofer = { quoteMinCents: 920_000 } // from $9,200
    expect(budgetBelowQuote(roofer, '1001-5000')).toBe(true)
    expect(budgetBelowQuote(roofer, '5001-10000')).toBe(false)
    expect(budgetBelowQuote(roofer, '10000+')).toBe(false)
    expect(budgetBelowQuote({ quoteMinCents: 100_000 }, '501-1000')).toBe(false) // the top touches the lowest quote
  })

  test('urgency maps to availability and response time', () => {
    const fast = { available: true, responseTimeMinutes: 45 }
    const sameDay = { available: true, responseTimeMinutes: 600 }
    const slow = { available: true, responseTimeMinutes: 1800 }
    const busy = { available: false, responseTimeMinutes: 30 }
    expect([fast, sameDay, slow, busy].map((v) => matchesUrgency(v, 'immediate'))).toEqual([true, false, false, false])
    expect([fast, sameDay, slow, busy].map((v) => matchesUrgency(v, '3-days'))).toEqual([true, true, false, false])
    for (const urgency of ['7-days', '2-weeks', '30-days'] as const) {
      expect([fast, sameDay, slow, busy].map((v) => matchesUrgency(v, urgency))).toEqual([true, true, true, false])
    }
    expect([fast, sameDay, slow, busy].map((v) => matchesUrgency(v, 'planning'))).toEqual([true, true, true, true])
    expect([fast, sameDay, slow, busy].map((v) => matchesUrgency(v, undefined))).toEqual([true, true, true, true])
    expect(urgencyRule('immediate')).toEqual({ requireAvailable: true, maxResponseMinutes: 60 })
  })
})

describe('score and order', () => {
  test('rating is weighted by review count', () => {
    expect(weightedRating({ rating: 5, reviewCount: 2 })).toBeLessThan(weightedRating({ rating: 4.8, reviewCount: 300 }))
    expect(weightedRating({ rating: 4.2, reviewCount: 0 })).toBe(4)
  })

  test('text matches in the name or services count more than in the description', () => {
    const v = vendor({ companyName: 'Shield Roofing', description: 'Hurricane straps' })
    expect(textMatchStrength(v, ['shield'], 'shield roofing')).toBe(1)
    expect(textMatchStrength(v, ['hurricane'])).toBe(0.5)
    expect(textMatchStrength(v, ['roofing', 'hurricane'])).toBe(0.75)
  })

  test('each component moves the score the documented way', () => {
    const base = vendor()
    const score = (v: VendorCandidate, distance: number | null = null) => scoreVendor(v, { tokens: [], distance }).total
    expect(score(vendor({ verified: false }))).toBeCloseTo(score(base) - 10)
    expect(score(vendor({ responseTimeMinutes: 30 }))).toBeGreaterThan(score(vendor({ responseTimeMinutes: 600 })))
    expect(score(base, 2)).toBeGreaterThan(score(base, 30))
    expect(score(base, 80)).toBe(score(base, null))
    const full = scoreVendor(vendor({ rating: 5, reviewCount: 1_000_000, responseTimeMinutes: 0 }), { tokens: ['a'], phrase: 'a vendor', distance: 0 })
    expect(full.total).toBeCloseTo(100, 1)
  })

  test('available first, then score, then company name for ties', () => {
    const vendors = [
      vendor({ slug: 'b', companyName: 'Beta Roofing' }),
      vendor({ slug: 'a', companyName: 'Alpha Roofing' }),
      vendor({ slug: 'top', companyName: 'Zed Roofing', rating: 5, reviewCount: 500 }),
      vendor({ slug: 'off', companyName: 'Aardvark Roofing', rating: 5, reviewCount: 900, available: false }),
      vendor({ slug: 'far', companyName: 'Far Roofing', ...ORLANDO, serviceRadiusMiles: 30 }),
    ]
    const ranked = rankVendors(vendors, { location: COCOA_BEACH })
    expect(ranked.map((r) => r.vendor.slug)).toEqual(['top', 'a', 'b', 'off'])
    expect(ranked[0].distanceMiles).toBe(0)
    expect(rankVendors(vendors, { urgency: '7-days' }).map((r) => r.vendor.slug)).not.toContain('off')
  })
})

describe('pagination', () => {
  test('3 first, 2 more per press, then the all-seen state', () => {
    expect(resultsPage(10)).toEqual({ shown: 3, total: 10, nextShow: 5, allSeen: false })
    expect(resultsPage(10, 5)).toEqual({ shown: 5, total: 10, nextShow: 7, allSeen: false })
    expect(resultsPage(10, 9)).toEqual({ shown: 9, total: 10, nextShow: 10, allSeen: false })
    expect(resultsPage(10, 11)).toEqual({ shown: 10, total: 10, nextShow: null, allSeen: true })
    expect(resultsPage(3)).toEqual({ shown: 3, total: 3, nextShow: null, allSeen: false })
    expect(resultsPage(0)).toEqual({ shown: 0, total: 0, nextShow: null, allSeen: false })
  })
})

describe('formatting', () => {
  test('response times and quote ranges', () => {
    expect(formatResponseTime(30)).toBe('30 min')
    expect(formatResponseTime(60)).toBe('1 hour')
    expect(formatResponseTime(90)).toBe('1 hour 30 min')
    expect(formatResponseTime(1440)).toBe('1 day')
    expect(formatQuoteRange(400_000, 2_800_000)).toBe('$4,000 - $28,000')
  })
})

describe('a vendor card link', () => {
  test('searches the company name, opens its details and lands on its card', () => {
    expect(vendorCardHref({ slug: 'dr-phillips-roofing-co', companyName: 'Dr. Phillips Roofing Co.' })).toBe(
      '/find-services?q=Dr.+Phillips+Roofing+Co.&details=dr-phillips-roofing-co#vendor-dr-phillips-roofing-co',
    )
    const params = parseVendorSearchParams(new URLSearchParams('q=Dr.+Phillips+Roofing+Co.&details=dr-phillips-roofing-co'))
    expect(params).toMatchObject({ q: 'Dr. Phillips Roofing Co.', details: 'dr-phillips-roofing-co' })
  })
})

describe('location', () => {
  test('a ZIP, a city with or without its state', () => {
    expect(resolveLocation('32931')).toMatchObject({
      status: 'found',
      location: { latitude: 28.3325, longitude: -80.6121, label: '32931 (Cocoa Beach, FL)', state: 'FL' },
    })
    expect(resolveLocation('Kingsland, GA')).toMatchObject({ status: 'found', location: { state: 'GA' } })
    // Puerto Rico's towns are in the ZIP table though not among its states
    expect(resolveLocation('Aguadilla, PR')).toMatchObject({ status: 'found', location: { state: 'PR' } })
    // a state named alone, which no table puts on the map, is still out of state
    expect(resolveLocation('Georgia, GA')).toMatchObject({ status: 'found', location: { state: 'GA' } })
    expect(resolveLocation('31548')).toMatchObject({ status: 'found', location: { state: 'GA' } })
    expect(resolveLocation('32931-1234').status).toBe('found')
    const city = resolveLocation('cocoa beach, fl')
    expect(city).toMatchObject({ status: 'found', location: { label: 'Cocoa Beach, FL' } })
    expect(resolveLocation('Cocoa Beach')).toEqual(city)
    expect(resolveLocation('Tampa, Florida').status).toBe('found')
    // abbreviated as people write them; the postal names spell them out
    expect(resolveLocation('St. Petersburg, FL')).toMatchObject({ status: 'found', location: { label: 'Saint Petersburg, FL' } })
    expect(resolveLocation('Port St Lucie')).toMatchObject({ status: 'found', location: { label: 'Port Saint Lucie, FL' } })
    expect(resolveLocation('Ft. Myers')).toMatchObject({ status: 'found', location: { label: 'Fort Myers, FL' } })
  })

  test('a Florida town that is no postal city is placed at its own coordinates, filed under its nearest ZIP', () => {
    const town = resolveLocation('Ponce Inlet, FL')
    expect(town).toMatchObject({ status: 'found', location: { label: 'Ponce Inlet, FL', state: 'FL' } })
    if (town.status !== 'found') return
    expect(town.location.latitude).toBeCloseTo(29.1, 1)
    expect(town.location.zip).toMatch(/^321\d\d$/)
    expect(resolveLocation('Port St. John')).toMatchObject({ status: 'found', location: { label: 'Port Saint John, FL' } })
    expect(resolveLocation('Ponce Inlet, GA')).toMatchObject({ status: 'unknown' })
  })

  test('unknown places are reported, not guessed', () => {
    expect(resolveLocation('00000')).toEqual({ status: 'unknown', input: '00000' })
    expect(resolveLocation('Narnia')).toEqual({ status: 'unknown', input: 'Narnia' })
    expect(resolveLocation('12')).toEqual({ status: 'unknown', input: '12' })
  })
})
