import crypto from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { loader as adminDashboardLoader } from '~/routes/admin-dashboard.tsx'
import { loader as adminBlogLoader } from '~/routes/admin.blog.tsx'
import { loader as affiliateDashboardLoader } from '~/routes/affiliate-dashboard.tsx'
import { loader as vendorDashboardLoader } from '~/routes/vendor-dashboard.tsx'
import { db, onDatabaseQuery } from '~/utils/db.server.ts'
import { getRequest, outcome, routeArgs, uniqueEmail } from './helpers.ts'
import { pendingAffiliateApplication, pendingVendorApplication, signedInAffiliate, signedInAs } from './accounts-helpers.ts'
import { createRequestWithLeads, createVendor } from './lifecycle-helpers.ts'

// No N+1 on any dashboard (docs/decisions/0027): the SQL statements a dashboard's loader sends
// (counted from Prisma's query events) stay the same when the rows it shows grow. Each dashboard
// is loaded once to warm up (a session's last-seen update, the blog cache), then at two sizes.

/** How many SQL statements `load` sends. */
async function queriesOf(load: () => Promise<unknown>): Promise<number> {
  let count = 0
  const stop = onDatabaseQuery(() => count++)
  try {
    const answer = await outcome(load())
    expect(answer.status).toBe(200)
  } finally {
    stop()
  }
  return count
}

/** The query count is the same at the current size and after `grow` added rows, twice over. */
async function expectFlatWhileGrowing(load: () => Promise<unknown>, grow: (rows: number) => Promise<void>) {
  await grow(2)
  await outcome(load()) // warm-up
  const counts = [await queriesOf(load)]
  await grow(5)
  counts.push(await queriesOf(load))
  await grow(10)
  counts.push(await queriesOf(load))
  expect(counts[0]).toBeGreaterThan(0)
  expect(counts).toEqual([counts[0], counts[0], counts[0]])
}

const times = async (rows: number, make: (index: number) => Promise<unknown>) => {
  for (let index = 0; index < rows; index++) await make(index)
}

describe('dashboards send the same number of queries however many rows they show', { timeout: 60_000 }, () => {
  test('the admin dashboard (applications, members, referrals, jobs)', async () => {
    const { cookie } = await signedInAs(['super_admin'])
    const load = () => adminDashboardLoader(routeArgs(getRequest('/admin-dashboard', { cookie })))
    await expectFlatWhileGrowing(load, async (rows) => {
      const vendor = await createVendor({ signedIn: false })
      const affiliate = await signedInAffiliate()
      await times(rows, async () => {
        await pendingAffiliateApplication()
        await pendingVendorApplication()
        // a member without a password hash: scrypt would only slow the test down
        await db.user.create({ data: { email: uniqueEmail('member'), name: 'Member', roles: { create: [{ role: 'affiliate' }] } } })
        const { referral } = await createRequestWithLeads({ vendorIds: [vendor.profile.id], affiliateId: affiliate.profile.id })
        await db.referralEvent.create({
          data: { referralId: referral!.id, transition: 'match', fromStatus: 'pending', toStatus: 'matched', actorType: 'admin' },
        })
      })
    })
  })

  test('the affiliate dashboard (referrals, their events and earnings)', async () => {
    const affiliate = await signedInAffiliate()
    const vendor = await createVendor({ signedIn: false })
    const load = () => affiliateDashboardLoader(routeArgs(getRequest('/affiliate-dashboard', { cookie: affiliate.cookie })))
    await expectFlatWhileGrowing(load, async (rows) => {
      await times(rows, async (index) => {
        const { referral } = await createRequestWithLeads({ vendorIds: [vendor.profile.id], affiliateId: affiliate.profile.id })
        if (index % 2) {
          await db.referral.update({ where: { id: referral!.id }, data: { status: 'completed', earningsCents: 120_00, jobValueCents: 2400_00 } })
          await db.referralEvent.create({
            data: { referralId: referral!.id, transition: 'complete', fromStatus: 'in_progress', toStatus: 'completed', actorType: 'admin' },
          })
        }
      })
    })
  })

  test('the vendor dashboard (offered leads, jobs, performance)', async () => {
    const vendor = await createVendor()
    const load = () => vendorDashboardLoader(routeArgs(getRequest('/vendor-dashboard', { cookie: vendor.cookie })))
    const statuses = ['offered', 'accepted', 'scheduled', 'in_progress', 'completed', 'declined'] as const
    await expectFlatWhileGrowing(load, async (rows) => {
      await times(rows, async (index) => {
        const { matches } = await createRequestWithLeads({ vendorIds: [vendor.profile.id] })
        await db.serviceRequestMatch.update({
          where: { id: matches[0]!.id },
          data: { status: statuses[index % statuses.length], offeredAt: new Date(), offerExpiresAt: new Date(Date.now() + 86_400_000) },
        })
      })
    })
  })

  test('the blog CMS list (posts, categories)', async () => {
    const { user, cookie } = await signedInAs(['super_admin'])
    const load = () => adminBlogLoader(routeArgs(getRequest('/admin/blog', { cookie })))
    await expectFlatWhileGrowing(load, async (rows) => {
      await times(rows, async (index) => {
        const tag = crypto.randomUUID().slice(0, 8)
        await db.blogPost.create({
          data: {
            title: `Counted ${tag}`,
            slug: `counted-${tag}`,
            content: '<p>Gutters.</p>',
            searchText: `counted ${tag} gutters.`,
            keywords: [],
            tags: [],
            category: `Category ${index % 3}`,
            authorName: 'Harper Home Team',
            status: index % 2 ? 'published' : 'draft',
            publishedAt: index % 2 ? new Date() : null,
            authorId: user!.id,
          },
        })
      })
    })
  })
})
