// Deterministic demo data: vendors over real Florida ZIPs, blog posts, applications, and — on a
// local-only setup (loopback HOST, PUBLIC_URL unset or localhost: app/utils/env.server.ts) — the
// demo accounts listed in the README; never on a deployment, whatever NODE_ENV says.
// `tsx prisma/seed.ts --if-empty` (run by `npm start`) seeds only an empty database.
import crypto from 'node:crypto'
import { hashPassword } from '~/accounts/password.server.ts'
import type { ReferralStatus, Role } from '~/marketplace/value-sets.ts'
import { createDb, type Db } from '~/utils/db.server.ts'
import { sanitizePostHtml, searchTextFor } from '~/blog/html.server.ts'
import { SEED_BLOG_POSTS } from './seed-data/blog-posts.ts'
import { DEMO_VENDOR_SLUG, SEED_VENDORS, seedVendorRow } from './seed-data/vendors.ts'
import { DEFAULT_DATABASE_URL } from '~/utils/database-url.ts'
import { getServerEnv, isLocalOnlySetup } from '~/utils/env.server.ts'
import { generateReferralCode } from '~/referrals/referral-code.ts'
import { commissionCents } from '~/referrals/commission.ts'
import { REFERRAL_TRANSITIONS, type LeadStatus, type ReferralTransition } from '~/service-requests/process.ts'
import { countReferrals, performanceScore } from '~/referrals/performance.ts'
import { offerExpiry } from '~/service-requests/offer-window.ts'
import { createVendorProfile, updateVendorProfile } from '~/vendors/profiles.server.ts'

/** Dates in the seed are relative to this day, so every run writes the same rows. */
export const SEED_REFERENCE_DATE = new Date('2026-11-15T15:00:00.000Z')
const daysAgo = (days: number) => new Date(SEED_REFERENCE_DATE.getTime() - days * 24 * 60 * 60 * 1000)

export const DEMO_ACCOUNTS = [
  { email: 'admin@example.com', password: 'admin-password-123', name: 'Avery Admin', roles: ['super_admin'] },
  { email: 'moderator@example.com', password: 'moderator-password-123', name: 'Morgan Moderator', roles: ['moderator'] },
  { email: 'affiliate@example.com', password: 'affiliate-password-123', name: 'Alex Rivera', roles: ['affiliate'] },
  { email: 'vendor@example.com', password: 'vendor-password-123', name: 'Victor Nguyen', roles: ['vendor'] },
] as const satisfies readonly { email: string; password: string; name: string; roles: readonly Role[] }[]

/** The same bytes for the same text on every run: seeded referral codes are stable, and made by the rule. */
function seededBytes(text: string) {
  return (size: number) => new Uint8Array(crypto.createHash('sha256').update(text).digest().subarray(0, size))
}

async function seedVendors(db: Db) {
  for (const [index, vendor] of SEED_VENDORS.entries()) {
    const { serviceTypes, ...row } = seedVendorRow(vendor)
    await createVendorProfile(db, {
      data: { ...row, createdAt: daysAgo(400 - index * 7), serviceTypes: { create: serviceTypes.map((serviceType) => ({ serviceType })) } },
    })
  }
}

async function seedBlog(db: Db) {
  for (const post of SEED_BLOG_POSTS) {
    const { publishedDaysAgo, ...fields } = post
    const publishedAt = publishedDaysAgo === null ? null : daysAgo(publishedDaysAgo)
    // the same cleaning and search text as a post saved in the admin (app/blog/posts.server.ts)
    const content = sanitizePostHtml(fields.content)
    await db.blogPost.create({
      data: {
        ...fields,
        content,
        searchText: searchTextFor({ title: fields.title, excerpt: fields.excerpt, content }),
        publishedAt,
        createdAt: publishedAt ?? daysAgo(2),
        updatedAt: publishedAt ?? daysAgo(2),
      },
    })
  }
}

async function seedApplications(db: Db) {
  const affiliateApplicants = [
    {
      name: 'Jordan Ellis',
      email: 'jordan.ellis@coastalrealty.example',
      brokerageName: 'Coastal Realty Group',
      phone: '(321) 555-0177',
      referralCode: null,
      days: 1,
    },
    {
      name: 'Priya Shah',
      email: 'priya@suncoastbrokers.example',
      brokerageName: 'Suncoast Brokers',
      phone: '(813) 555-0123',
      referralCode: generateReferralCode(seededBytes('priya@suncoastbrokers.example')),
      days: 2,
    },
    {
      name: 'Marcus Bell',
      email: 'marcus.bell@riverbendhomes.example',
      brokerageName: 'Riverbend Homes Realty',
      phone: '(904) 555-0164',
      referralCode: null,
      days: 3,
    },
  ]
  for (const applicant of affiliateApplicants) {
    const { days, ...fields } = applicant
    await db.affiliateApplication.create({
      data: {
        ...fields,
        submittedAt: daysAgo(days),
        ...(applicant.name === 'Priya Shah'
          ? {
              rosterFileName: 'suncoast-team.csv',
              roster: {
                create: [
                  { position: 1, name: 'Dana Ortiz', email: 'dana@suncoastbrokers.example', phone: '(813) 555-0131' },
                  { position: 2, name: 'Lee Chen', email: 'lee@suncoastbrokers.example', phone: null },
                ],
              },
            }
          : {}),
      },
    })
  }
  const vendorApplicants = [
    {
      companyName: 'Indian River Pipe Lining',
      contactName: 'Sam Porter',
      email: 'sam@indianriverpipe.example',
      phone: '(321) 555-0188',
      address: '1450 N Harbor City Blvd, Melbourne, FL 32935',
      serviceType: 'CIPP lining of cast-iron and clay sewer laterals, camera inspections and hydro-jetting.',
      licenseNumber: 'CFC1431234',
      yearsInBusiness: 9,
      websiteUrl: 'https://indianriverpipe.example',
      insuranceProvider: 'Sunshine State Mutual',
      additionalInfo: 'Two lining crews; available for emergency calls on weekends.',
      days: 1,
    },
    {
      companyName: 'Gulf Breeze Roofing Co',
      contactName: 'Rita Alvarez',
      email: 'rita@gulfbreezeroofing.example',
      phone: '(239) 555-0145',
      address: '2200 Colonial Blvd, Fort Myers, FL 33907',
      serviceType: 'Tile and metal roof replacement, hurricane strapping and wind-mitigation upgrades.',
      licenseNumber: 'CCC1332468',
      yearsInBusiness: 14,
      websiteUrl: null,
      insuranceProvider: 'Gulf Coast Casualty',
      additionalInfo: null,
      days: 2,
    },
    {
      companyName: 'Seawall Solutions of Tampa Bay',
      contactName: 'Ben Okafor',
      email: 'ben@seawallsolutions.example',
      phone: '(813) 555-0199',
      address: '4100 W Kennedy Blvd, Tampa, FL 33609',
      serviceType: 'Vinyl and concrete seawall panels, cap repair, tie-back anchors and dock pilings.',
      licenseNumber: null,
      yearsInBusiness: 6,
      websiteUrl: 'https://seawallsolutions.example',
      insuranceProvider: 'Bayfront Insurance Partners',
      additionalInfo: 'Marine contractor licence pending renewal; happy to share documents.',
      days: 4,
    },
  ]
  for (const applicant of vendorApplicants) {
    const { days, ...fields } = applicant
    await db.vendorApplication.create({ data: { ...fields, serviceAreas: [applicant.address], submittedAt: daysAgo(days) } })
  }
}

async function createAccount(db: Db, account: { email: string; password: string | null; name: string; roles: readonly Role[] }) {
  return db.user.create({
    data: {
      email: account.email,
      name: account.name,
      emailVerifiedAt: SEED_REFERENCE_DATE,
      createdAt: daysAgo(120),
      ...(account.password ? { password: { create: { hash: await hashPassword(account.password) } } } : {}),
      roles: { create: account.roles.map((role) => ({ role })) },
    },
  })
}

// The demo affiliate's referrals along the whole lifecycle, each with the demo vendor's lead in
// the matching state; earnings come from the one commission rule (app/referrals/commission.ts).
const DEMO_REFERRALS: {
  consumerName: string
  consumerEmail: string | null
  serviceType: string
  status: ReferralStatus
  lead: LeadStatus
  jobValueCents?: number
  days: number
}[] = [
  {
    consumerName: 'Karen Whitfield',
    consumerEmail: 'karen.w@example.net',
    serviceType: 'CIPP Pipe Repair',
    status: 'completed',
    lead: 'completed',
    jobValueCents: 6_500_00,
    days: 64,
  },
  {
    consumerName: 'Tom Becker',
    consumerEmail: 'tbecker@example.net',
    serviceType: 'Roofing',
    status: 'completed',
    lead: 'completed',
    jobValueCents: 5_000_00,
    days: 41,
  },
  { consumerName: 'Luisa Mendes', consumerEmail: null, serviceType: 'Foundation Repair', status: 'in_progress', lead: 'in_progress', days: 18 },
  { consumerName: 'Greg Holloway', consumerEmail: 'greg.h@example.net', serviceType: 'Seawall Construction', status: 'matched', lead: 'scheduled', days: 9 },
  { consumerName: 'Omar Haddad', consumerEmail: 'omar.h@example.net', serviceType: 'Roofing', status: 'cancelled', lead: 'cancelled', days: 30 },
  { consumerName: 'Nina Patel', consumerEmail: 'nina.patel@example.net', serviceType: 'Roofing', status: 'pending', lead: 'offered', days: 2 },
]

/** The transitions that bring a referral from pending to `status`, in order. */
const PATH_TO: Record<ReferralStatus, ReferralTransition[]> = {
  pending: [],
  matched: ['match'],
  in_progress: ['match', 'start'],
  completed: ['match', 'start', 'complete'],
  cancelled: ['match', 'cancel'],
}

/** Leads for the demo vendor without a referral: one accepted, one declined (offered to the next vendor). */
const DEMO_VENDOR_LEADS: { contactName: string; serviceType: string; lead: LeadStatus; days: number }[] = [
  { contactName: 'Priya Shah', serviceType: 'Roofing', lead: 'accepted', days: 1 },
  { contactName: 'Dale Cooper', serviceType: 'Roofing', lead: 'declined', days: 4 },
]

async function seedDemoAccounts(db: Db) {
  const users = new Map<string, { id: string }>()
  for (const account of DEMO_ACCOUNTS) users.set(account.email, await createAccount(db, account))

  const affiliateUser = users.get('affiliate@example.com')!
  const application = await db.affiliateApplication.create({
    data: {
      name: 'Alex Rivera',
      email: 'affiliate@example.com',
      brokerageName: 'Space Coast Realty',
      phone: '(321) 555-0110',
      status: 'approved',
      submittedAt: daysAgo(100),
      reviewedAt: daysAgo(99),
      reviewerId: users.get('admin@example.com')!.id,
    },
  })
  const profile = await db.affiliateProfile.create({
    data: {
      userId: affiliateUser.id,
      applicationId: application.id,
      name: 'Alex Rivera',
      email: 'affiliate@example.com',
      brokerageName: 'Space Coast Realty',
      phone: '(321) 555-0110',
      referralCode: generateReferralCode(seededBytes('affiliate@example.com')),
      performanceScore: 385,
      createdAt: daysAgo(99),
    },
  })

  const demoVendor = await updateVendorProfile(db, {
    where: { slug: DEMO_VENDOR_SLUG },
    data: { userId: users.get('vendor@example.com')!.id },
  })

  const otherVendor = await db.vendorProfile.findFirstOrThrow({ where: { slug: { not: DEMO_VENDOR_SLUG } }, orderBy: { slug: 'asc' }, select: { id: true } })
  const admin = users.get('admin@example.com')!
  const requestFor = (request: { contactName: string; contactEmail: string; serviceType: string; days: number; status: string }) => ({
    contactName: request.contactName,
    contactEmail: request.contactEmail,
    contactPhone: '(321) 555-0150',
    serviceType: request.serviceType,
    zip: demoVendor.zip,
    latitude: demoVendor.latitude,
    longitude: demoVendor.longitude,
    urgency: '7-days',
    budgetRange: '5001-10000',
    description: `${request.serviceType} for a single-family home; the homeowner would like a visit this month.`,
    consentAt: daysAgo(request.days),
    status: request.status,
    createdAt: daysAgo(request.days),
  })

  for (const [index, referral] of DEMO_REFERRALS.entries()) {
    const { days, lead, jobValueCents, ...fields } = referral
    const created = daysAgo(days)
    const offered = lead === 'offered'
    const request = await db.serviceRequest.create({
      data: {
        ...requestFor({
          contactName: referral.consumerName,
          contactEmail: referral.consumerEmail ?? `consumer${index}@example.net`,
          serviceType: referral.serviceType,
          days,
          status: { pending: 'open', matched: 'matched', in_progress: 'matched', completed: 'closed', cancelled: 'closed' }[referral.status],
        }),
        affiliateId: profile.id,
        matches: {
          create: {
            vendorProfileId: demoVendor.id,
            rank: 1,
            score: 0.92,
            reasons: ['Serves this ZIP code', 'Top rated for this service'],
            status: lead,
            // a new lead is offered now, so the demo vendor sees it waiting for an answer
            offeredAt: offered ? new Date() : created,
            offerExpiresAt: offered ? offerExpiry('7-days', new Date(), getServerEnv()) : null,
            respondedAt: offered ? null : new Date(created.getTime() + 45 * 60_000),
            scheduledFor: lead === 'scheduled' ? new Date(SEED_REFERENCE_DATE.getTime() + 5 * 86_400_000) : null,
            startedAt: lead === 'in_progress' || lead === 'completed' ? daysAgo(days - 2) : null,
            completedAt: lead === 'completed' ? daysAgo(days - 3) : null,
            jobValueCents: jobValueCents ?? null,
          },
        },
      },
    })
    const earningsCents = referral.status === 'completed' && jobValueCents ? commissionCents(jobValueCents) : 0
    const path = PATH_TO[referral.status]
    await db.referral.create({
      data: {
        ...fields,
        affiliateId: profile.id,
        serviceRequestId: request.id,
        vendorProfileId: referral.status === 'pending' ? null : demoVendor.id,
        earningsCents,
        jobValueCents: jobValueCents ?? null,
        createdAt: created,
        statusChangedAt: daysAgo(Math.max(0, days - path.length)),
        events: {
          create: path.map((transition, step) => {
            const rule = REFERRAL_TRANSITIONS[transition]
            return {
              transition,
              fromStatus: step === 0 ? 'pending' : REFERRAL_TRANSITIONS[path[step - 1]].to,
              toStatus: rule.to,
              actorType: transition === 'cancel' ? 'admin' : 'vendor',
              actorId: transition === 'cancel' ? admin.id : users.get('vendor@example.com')!.id,
              note: transition === 'cancel' ? 'The homeowner sold the house before the work began.' : null,
              earningsDeltaCents: transition === 'complete' ? earningsCents : 0,
              createdAt: daysAgo(Math.max(0, days - step - 1)),
            }
          }),
        },
      },
    })
  }

  for (const lead of DEMO_VENDOR_LEADS) {
    const declined = lead.lead === 'declined'
    await db.serviceRequest.create({
      data: {
        ...requestFor({ ...lead, contactEmail: `${lead.contactName.split(' ')[0].toLowerCase()}@example.net`, status: declined ? 'open' : 'matched' }),
        matches: {
          create: [
            {
              vendorProfileId: demoVendor.id,
              rank: 1,
              score: 0.9,
              reasons: ['Serves this ZIP code'],
              status: lead.lead,
              offeredAt: daysAgo(lead.days),
              respondedAt: new Date(daysAgo(lead.days).getTime() + 20 * 60_000),
              declineReason: declined ? 'Fully booked: Until next month' : null,
            },
            // the next ranked vendor: offered the declined lead, withdrawn from the accepted one
            { vendorProfileId: otherVendor.id, rank: 2, score: 0.8, reasons: ['Serves this ZIP code'], status: declined ? 'queued' : 'withdrawn' },
          ],
        },
      },
    })
  }
  // the affiliate's stored score, by the one formula
  const counts = await db.referral.groupBy({ by: ['status'], where: { affiliateId: profile.id }, _count: { _all: true } })
  await db.affiliateProfile.update({
    where: { id: profile.id },
    data: { performanceScore: performanceScore(countReferrals(counts.map((row) => ({ status: row.status, count: row._count._all })))).score },
  })
}

export async function seedDatabase(db: Db, { demoAccounts }: { demoAccounts: boolean }) {
  await seedVendors(db)
  await seedBlog(db)
  await seedApplications(db)
  if (demoAccounts) await seedDemoAccounts(db)
  const admin = { email: process.env.SEED_ADMIN_EMAIL, password: process.env.SEED_ADMIN_PASSWORD }
  if (admin.email && admin.password) {
    await createAccount(db, { email: admin.email.toLowerCase(), password: admin.password, name: 'Administrator', roles: ['super_admin'] })
  }
}

export async function isDatabaseEmpty(db: Db) {
  const [users, vendors, posts] = await Promise.all([db.user.count(), db.vendorProfile.count(), db.blogPost.count()])
  return users + vendors + posts === 0
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const db = createDb(process.env.DATABASE_URL || DEFAULT_DATABASE_URL)
  const ifEmpty = process.argv.includes('--if-empty')
  try {
    if (ifEmpty && !(await isDatabaseEmpty(db))) {
      console.log('Database already has data: not seeding.')
    } else {
      const demoAccounts = isLocalOnlySetup(process.env)
      const started = performance.now()
      await seedDatabase(db, { demoAccounts })
      console.log(
        `Seeded ${SEED_VENDORS.length} vendors, ${SEED_BLOG_POSTS.length} blog posts, 6 applications` +
          `${demoAccounts ? `, ${DEMO_ACCOUNTS.length} demo accounts` : ' (not a local-only setup: no demo accounts)'} in ${Math.round(performance.now() - started)} ms.`,
      )
    }
  } finally {
    await db.$disconnect()
  }
}
