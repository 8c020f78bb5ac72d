import crypto from 'node:crypto'
import { action as adminLogin } from '~/routes/admin-auth.tsx'
import type { Role } from '~/marketplace/value-sets.ts'
import { db } from '~/utils/db.server.ts'
import { createUser, routeArgs, sessionCookieFor, uniqueEmail } from './helpers.ts'

// Rows and sessions for the accounts tests (applications, members, signed-in cookies).

export const args = routeArgs

export { adminLogin }

/** A user with `roles` and the Cookie header of a session for them (null roles: anonymous). */
export async function signedInAs(roles: Role[] | null) {
  if (roles === null) return { user: null, cookie: '' }
  const user = await createUser({ roles })
  return { user, cookie: await sessionCookieFor(user.id) }
}

export function pendingAffiliateApplication(overrides: Partial<{ name: string; email: string; brokerageName: string }> = {}) {
  return db.affiliateApplication.create({
    data: {
      name: overrides.name ?? 'Jordan Applicant',
      email: overrides.email ?? uniqueEmail('applicant'),
      brokerageName: overrides.brokerageName ?? 'Coastal Realty',
      phone: '(321) 555-0199',
    },
  })
}

export function pendingVendorApplication(overrides: Partial<{ companyName: string; email: string; serviceType: string; address: string }> = {}) {
  const address = overrides.address ?? '100 Ocean Blvd, Cocoa Beach, FL 32931'
  return db.vendorApplication.create({
    data: {
      companyName: overrides.companyName ?? `Ridge Roofing ${crypto.randomUUID().slice(0, 6)}`,
      contactName: 'Riley Ridge',
      email: overrides.email ?? uniqueEmail('vendor-applicant'),
      phone: '(321) 555-0142',
      address,
      serviceType: overrides.serviceType ?? 'Residential roof repair, shingle replacement and gutter work',
      serviceAreas: [address],
      licenseNumber: 'CCC1234567',
      yearsInBusiness: 12,
      websiteUrl: 'https://ridge.example',
      insuranceProvider: 'State Farm',
    },
  })
}

/** The token in the last link to `path` emailed to `to`. */
export async function lastEmailedToken(to: string, path: string) {
  const email = await db.outboundEmail.findFirst({ where: { to }, orderBy: { createdAt: 'desc' } })
  const link = email?.text.match(new RegExp(`https?://[^\\s]+${path.replace('/', '\\/')}\\?token=([\\w-]+)`))
  return { email, link: link?.[0] ?? null, token: link?.[1] ?? null }
}

/** An affiliate with a profile (as an approval makes), signed in. */
export async function signedInAffiliate() {
  const { user, cookie } = await signedInAs(['affiliate'])
  const profile = await db.affiliateProfile.create({
    data: {
      userId: user!.id,
      name: user!.name,
      email: user!.email,
      brokerageName: 'Harbor Homes',
      referralCode: `HH-${crypto.randomBytes(3).toString('hex').toUpperCase()}`,
      performanceScore: 325,
    },
  })
  return { user: user!, cookie, profile }
}

/** A valid "refer a client" form of the affiliate dashboard. */
export const REFER_CLIENT_FIELDS = {
  intent: 'refer-client',
  clientName: 'Casey Client',
  clientEmail: 'casey@example.test',
  serviceType: 'Roofing',
  zip: '32931',
  urgency: 'planning',
  clientConsent: 'on',
} as const
