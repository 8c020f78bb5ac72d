// Deterministic demo data: vendors over real Florida ZIPs, blog posts, applications, and —
// outside production only — the demo accounts listed in the README.
// `tsx prisma/seed.ts --if-empty` (run by `npm start`) seeds only an empty database.
import crypto from 'node:crypto'
import { hashPassword } from '../app/accounts/password.server.ts'
import type { ReferralStatus, Role } from '../app/marketplace/value-sets.ts'
import { createDb, type Db } from '../app/utils/db.server.ts'
import { sanitizePostHtml, searchTextFor } from '../app/blog/html.server.ts'
import { SEED_BLOG_POSTS } from './seed-data/blog-posts.ts'
import { DEMO_VENDOR_SLUG, SEED_VENDORS, seedVendorRow } from './seed-data/vendors.ts'
import { DEFAULT_DATABASE_URL } from '../app/utils/database-url.ts'
import { generateReferralCode } from '../app/referrals/referral-code.ts'
import { createVendorProfile, updateVendorProfile } from '../app/vendors/profiles.server.ts'

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

const DEMO_REFERRALS: {
  consumerName: string
  consumerEmail: string | null
  serviceType: string
  status: ReferralStatus
  earningsCents: number
  days: number
}[] = [
  {
    consumerName: 'Karen Whitfield',
    consumerEmail: 'karen.w@example.net',
    serviceType: 'CIPP Pipe Repair',
    status: 'completed',
    earningsCents: 325_00,
    days: 64,
  },
  { consumerName: 'Tom Becker', consumerEmail: 'tbecker@example.net', serviceType: 'Roofing', status: 'completed', earningsCents: 250_00, days: 41 },
  { consumerName: 'Luisa Mendes', consumerEmail: null, serviceType: 'Foundation Repair', status: 'in_progress', earningsCents: 0, days: 18 },
  { consumerName: 'Greg Holloway', consumerEmail: 'greg.h@example.net', serviceType: 'Seawall Construction', status: 'matched', earningsCents: 0, days: 9 },
  { consumerName: 'Nina Patel', consumerEmail: 'nina.patel@example.net', serviceType: 'Roofing', status: 'pending', earningsCents: 0, days: 2 },
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

  for (const [index, referral] of DEMO_REFERRALS.entries()) {
    const { days, ...fields } = referral
    const request =
      referral.status === 'pending'
        ? null
        : await db.serviceRequest.create({
            data: {
              contactName: referral.consumerName,
              contactEmail: referral.consumerEmail ?? `consumer${index}@example.net`,
              serviceType: referral.serviceType,
              zip: demoVendor.zip,
              latitude: demoVendor.latitude,
              longitude: demoVendor.longitude,
              urgency: '7-days',
              budgetRange: '5001-10000',
              description: `${referral.serviceType} for a single-family home referred by Alex Rivera.`,
              consentAt: daysAgo(days),
              status: referral.status === 'completed' ? 'closed' : 'matched',
              affiliateId: profile.id,
              createdAt: daysAgo(days),
              matches: {
                create: { vendorProfileId: demoVendor.id, rank: 1, score: 0.92, reasons: ['Serves this ZIP code', 'Top rated for this service'] },
              },
            },
          })
    await db.referral.create({
      data: {
        ...fields,
        affiliateId: profile.id,
        serviceRequestId: request?.id ?? null,
        vendorProfileId: request ? demoVendor.id : null,
        createdAt: daysAgo(days),
        statusChangedAt: daysAgo(Math.max(0, days - 3)),
      },
    })
  }
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
      const demoAccounts = process.env.NODE_ENV !== 'production'
      const started = performance.now()
      await seedDatabase(db, { demoAccounts })
      console.log(
        `Seeded ${SEED_VENDORS.length} vendors, ${SEED_BLOG_POSTS.length} blog posts, 6 applications` +
          `${demoAccounts ? `, ${DEMO_ACCOUNTS.length} demo accounts` : ' (production: no demo accounts)'} in ${Math.round(performance.now() - started)} ms.`,
      )
    }
  } finally {
    await db.$disconnect()
  }
}
