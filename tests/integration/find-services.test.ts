import crypto from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { loader } from '~/routes/find-services.tsx'
import type { ServiceType } from '~/marketplace/value-sets.ts'
import { db } from '~/utils/db.server.ts'
import type { CachedPage } from '~/blog/page-cache.server.ts'
import { visitDirectoryPage } from '~/vendors/page-cache.server.ts'
import { createVendorProfile, updateVendorProfile } from '~/vendors/profiles.server.ts'
import { vendorSearchText, vendorSlug } from '~/vendors/vendor-profile.ts'
import { getRequest, routeArgs } from './helpers.ts'

// The loader with real Requests against the migrated database. Each test makes its own vendors
// carrying a unique word, and searches for that word, so other tests' rows never interfere.

type LoaderData = Awaited<ReturnType<typeof loader>>
const run = async (path: string) => (await loader(routeArgs(getRequest(path)))) as LoaderData

// Places (from the zipcodes package): Cocoa Beach 32931, Melbourne 32901, Orlando 32801, Tampa 33602
const PLACES = {
  cocoaBeach: { zip: '32931', city: 'Cocoa Beach', latitude: 28.3325, longitude: -80.6121 },
  melbourne: { zip: '32901', city: 'Melbourne', latitude: 28.0694, longitude: -80.6201 },
  orlando: { zip: '32801', city: 'Orlando', latitude: 28.5398, longitude: -81.372 },
  tampa: { zip: '33602', city: 'Tampa', latitude: 27.9614, longitude: -82.4597 },
}

type TestVendor = {
  name: string
  serviceTypes: ServiceType[]
  place: keyof typeof PLACES
  radius?: number
  rating?: number
  reviews?: number
  response?: number
  quote?: [number, number]
  available?: boolean
  verified?: boolean
}

async function createVendors(vendors: TestVendor[]) {
  const word = `zq${crypto.randomUUID().replace(/-/g, '').slice(0, 10)}`
  for (const vendor of vendors) {
    const place = PLACES[vendor.place]
    const slug = vendorSlug(vendor.name, word)
    const specialties = ['Testing']
    const description = `Test vendor ${word}.`
    await createVendorProfile(db, {
      data: {
        slug,
        companyName: vendor.name,
        contactName: 'Pat Tester',
        email: `${slug}@example.test`,
        description,
        yearsInBusiness: 7,
        specialties,
        searchText: vendorSearchText({ companyName: vendor.name, contactName: 'Pat Tester', specialties, description, serviceTypes: vendor.serviceTypes }),
        zip: place.zip,
        city: place.city,
        state: 'FL',
        latitude: place.latitude,
        longitude: place.longitude,
        serviceRadiusMiles: vendor.radius ?? 30,
        rating: vendor.rating ?? 4.5,
        reviewCount: vendor.reviews ?? 50,
        responseTimeMinutes: vendor.response ?? 120,
        quoteMinCents: (vendor.quote?.[0] ?? 1_000) * 100,
        quoteMaxCents: (vendor.quote?.[1] ?? 5_000) * 100,
        verified: vendor.verified ?? true,
        available: vendor.available ?? true,
        serviceTypes: { create: vendor.serviceTypes.map((serviceType) => ({ serviceType })) },
      },
    })
  }
  return word
}

const names = (data: LoaderData) => data.vendors.map((vendor) => vendor.companyName)

describe('/find-services loader', () => {
  test('service + location: only vendors of that service whose radius covers the place, best first, with distances', async () => {
    const word = await createVendors([
      { name: 'Beach Roofing', serviceTypes: ['Roofing'], place: 'cocoaBeach', rating: 4.9, reviews: 200 },
      { name: 'Melbourne Roofing', serviceTypes: ['Roofing', 'General Contracting'], place: 'melbourne', radius: 25 },
      { name: 'Short Reach Roofing', serviceTypes: ['Roofing'], place: 'melbourne', radius: 10 },
      { name: 'Orlando Roofing', serviceTypes: ['Roofing'], place: 'orlando', radius: 40 },
      { name: 'Beach Plumbing', serviceTypes: ['Plumbing'], place: 'cocoaBeach' },
    ])
    const data = await run(`/find-services?q=${word}&service=Roofing&location=32931`)
    expect(names(data)).toEqual(['Beach Roofing', 'Melbourne Roofing'])
    expect(data.vendors[0].distanceMiles).toBe(0)
    expect(data.vendors[1].distanceMiles).toBeGreaterThan(15)
    expect(data.locationLabel).toBe('32931 (Cocoa Beach, FL)')
    expect(data.chips.map((chip) => chip.label)).toEqual([`Search: “${word}”`, 'Service: Roofing', 'Location: 32931'])

    // removing the location chip widens the results
    const locationChip = data.chips.find((chip) => chip.name === 'location')!
    expect(locationChip.removeHref).toBe(`/find-services?q=${word}&service=Roofing`)
    const wider = await run(locationChip.removeHref)
    expect(wider.page.total).toBe(4)
    expect(wider.vendors.every((vendor) => vendor.distanceMiles === null)).toBe(true)

    // a city name works like its ZIPs
    expect(names(await run(`/find-services?q=${word}&service=roofing&location=Cocoa%20Beach,%20FL`))).toEqual(['Beach Roofing', 'Melbourne Roofing'])
  })

  test('an unknown location is reported under the field and not applied', async () => {
    const word = await createVendors([{ name: 'Tampa Electric Test', serviceTypes: ['Electrical'], place: 'tampa' }])
    const data = await run(`/find-services?q=${word}&location=Narnia`)
    expect(data.locationError).toBe("We couldn't find “Narnia”. Enter a 5-digit ZIP code or a city, such as 32931 or Cocoa Beach, FL.")
    expect(data.page.total).toBe(1)
    expect(data.locationLabel).toBeNull()
  })

  test('budget overlap and urgency', async () => {
    const word = await createVendors([
      { name: 'Cheap Fast', serviceTypes: ['Plumbing'], place: 'tampa', quote: [150, 450], response: 30 },
      { name: 'Mid Slow', serviceTypes: ['Plumbing'], place: 'tampa', quote: [800, 4_000], response: 600 },
      { name: 'Big Job', serviceTypes: ['Plumbing'], place: 'tampa', quote: [9_000, 60_000], response: 2_000 },
      { name: 'Booked Up', serviceTypes: ['Plumbing'], place: 'tampa', quote: [300, 900], response: 20, available: false, rating: 5, reviews: 900 },
    ])
    expect(names(await run(`/find-services?q=${word}&budget=0-500`))).toEqual(['Cheap Fast', 'Booked Up'])
    expect(names(await run(`/find-services?q=${word}&budget=10000%2B`))).toEqual(['Big Job'])
    expect(names(await run(`/find-services?q=${word}&budget=1001-5000&show=9`))).toEqual(['Mid Slow'])
    expect(names(await run(`/find-services?q=${word}&urgency=immediate`))).toEqual(['Cheap Fast'])
    expect(names(await run(`/find-services?q=${word}&urgency=3-days`)).sort()).toEqual(['Cheap Fast', 'Mid Slow'])
    expect((await run(`/find-services?q=${word}&urgency=2-weeks`)).page.total).toBe(3)
    // planning ahead and 'When needed' list everyone, the unavailable vendor last despite its rating
    const all = await run(`/find-services?q=${word}&urgency=planning&show=5`)
    expect(all.page.total).toBe(4)
    expect(names(all).at(-1)).toBe('Booked Up')
    expect(names(await run(`/find-services?q=${word}&show=5`)).at(-1)).toBe('Booked Up')
  })

  test('3 first, 2 more per load, then everything has been seen', async () => {
    const word = await createVendors(
      ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot'].map((name) => ({
        name: `${name} HVAC`,
        serviceTypes: ['HVAC'] as ServiceType[],
        place: 'orlando' as const,
      })),
    )
    const first = await run(`/find-services?q=${word}`)
    expect(first.vendors).toHaveLength(3)
    expect(first.page).toEqual({ shown: 3, total: 6, nextShow: 5, allSeen: false })
    // equal scores: ordered by company name
    expect(names(first)).toEqual(['Alpha HVAC', 'Bravo HVAC', 'Charlie HVAC'])
    expect(first.nextSlug).toBe(`delta-hvac-${word}`)
    const second = await run(`/find-services?q=${word}&show=5`)
    expect(second.vendors).toHaveLength(5)
    expect(second.page.nextShow).toBe(6)
    const last = await run(`/find-services?q=${word}&show=6`)
    expect(last.page).toEqual({ shown: 6, total: 6, nextShow: null, allSeen: true })
  })

  test('free text is case-insensitive, every word must match, unknown params are ignored', async () => {
    const word = await createVendors([{ name: 'Sunrise Landscaping Test', serviceTypes: ['Landscaping'], place: 'tampa' }])
    expect(names(await run(`/find-services?q=${word.toUpperCase()}%20SUNRISE&service=Nope&budget=lots&urgency=now&show=zero`))).toEqual([
      'Sunrise Landscaping Test',
    ])
    expect((await run(`/find-services?q=${word}%20moonset`)).page.total).toBe(0)
  })
})

describe('kept /find-services pages (app/vendors/page-cache.server.ts, served by server/cached-pages.ts)', () => {
  /** What an anonymous visit is served: the kept page, or a render (the loader's data as the HTML) that may be kept. */
  async function served(path: string) {
    const visit = await visitDirectoryPage(getRequest(path))
    if (!visit) return null
    const { page, cached } = await visit.page(async (): Promise<CachedPage> => ({
      status: 200,
      headers: [['content-type', 'text/html; charset=utf-8']],
      html: JSON.stringify(await run(path)),
    }))
    return { cached, names: (JSON.parse(page.html) as LoaderData).vendors.map((vendor) => vendor.companyName) }
  }

  test('only /find-services (any query) is kept', async () => {
    for (const path of ['/find-services.data', '/find-services/x', '/blog', '/']) expect(await visitDirectoryPage(getRequest(path)), path).toBeNull()
  })

  test('a kept page is served until a vendor is created or edited; the write is never hidden', async () => {
    const word = await createVendors([{ name: 'Kept Roofing', serviceTypes: ['Roofing'], place: 'cocoaBeach' }])
    const path = `/find-services?q=${word}&service=Roofing&location=32931`
    expect(await served(path)).toEqual({ cached: false, names: ['Kept Roofing'] })
    expect(await served(path)).toEqual({ cached: true, names: ['Kept Roofing'] })

    const vendor = await db.vendorProfile.findFirstOrThrow({ where: { companyName: 'Kept Roofing', searchText: { contains: word } } })
    await updateVendorProfile(db, { where: { id: vendor.id }, data: { available: false } })
    const afterEdit = await served(`/find-services?q=${word}&service=Roofing&location=32931&urgency=7-days`)
    expect(afterEdit).toEqual({ cached: false, names: [] }) // unavailable: not for this week
    expect(await served(path)).toMatchObject({ cached: false })
    expect(await served(path)).toMatchObject({ cached: true })

    await updateVendorProfile(db, { where: { id: vendor.id }, data: { serviceTypes: { deleteMany: {} } } })
    expect(await served(path)).toEqual({ cached: false, names: [] })
  })

  test('nothing rendered while a write is under way in a caller’s transaction is kept', async () => {
    const word = await createVendors([{ name: 'Pending Plumbing', serviceTypes: ['Plumbing'], place: 'tampa' }])
    const path = `/find-services?q=${word}`
    const vendor = await db.vendorProfile.findFirstOrThrow({ where: { searchText: { contains: word } } })
    let during: ReturnType<typeof served> | undefined
    await db.$transaction(async (tx) => {
      await updateVendorProfile(tx, { where: { id: vendor.id }, data: { companyName: 'Renamed Plumbing' } })
      // a visit before the rename is committed (on PostgreSQL it reads the old name): never kept
      during = served(path)
    })
    expect(await during).toMatchObject({ cached: false })
    expect(await served(path)).toEqual({ cached: false, names: ['Renamed Plumbing'] })
  })
})
