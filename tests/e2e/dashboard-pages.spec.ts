import { e2eDb, expect, test } from './fixtures.ts'
import { REFERRALS_PAGE_SIZE } from '~/routes/affiliate-dashboard.server.ts'

// The dashboards' long lists a page at a time (docs/decisions/0047): 'Older' and 'Newer' are links
// in the URL, so they work with JavaScript and without.

test("an affiliate's referrals past the first page are reached with 'Older', and back with 'Newer'", async ({ page, login }) => {
  const affiliate = await login('affiliate')
  const profile = await e2eDb.affiliateProfile.findUniqueOrThrow({ where: { userId: affiliate.id }, select: { id: true } })
  const total = REFERRALS_PAGE_SIZE + 3
  const start = Date.now() - total * 60_000
  // one a minute, the oldest first: Client 01 is the oldest, Client 23 the newest
  await e2eDb.referral.createMany({
    data: Array.from({ length: total }, (_, index) => ({
      affiliateId: profile.id,
      consumerName: `Client ${String(index + 1).padStart(2, '0')}`,
      serviceType: 'Plumbing',
      status: index % 2 ? 'completed' : 'pending',
      createdAt: new Date(start + index * 60_000),
    })),
  })

  await page.goto('/affiliate-dashboard')
  const referrals = page.getByRole('region', { name: 'Recent Referrals' })
  const rows = referrals.getByRole('row').filter({ hasText: 'Client' })
  const pager = page.getByRole('navigation', { name: 'Referrals: pages' })
  await expect(rows).toHaveCount(REFERRALS_PAGE_SIZE)
  await expect(rows.first()).toContainText('Client 23')
  await expect(pager.getByRole('link', { name: 'Newer' })).toHaveCount(0)

  await pager.getByRole('link', { name: 'Older' }).click()
  await expect(page).toHaveURL(/\/affiliate-dashboard\?page=2#referrals$/)
  await expect(rows).toHaveCount(3)
  await expect(rows.first()).toContainText('Client 03')
  await expect(rows.last()).toContainText('Client 01')
  await expect(pager).toContainText('Page 2')
  await expect(pager.getByRole('link', { name: 'Older' })).toHaveCount(0)

  await pager.getByRole('link', { name: 'Newer' }).click()
  await expect(page).toHaveURL(/\/affiliate-dashboard#referrals$/)
  await expect(rows).toHaveCount(REFERRALS_PAGE_SIZE)

  // a filter starts from the first page: the 12 pending (Client 01, 03, …, 23) fit on it
  await page.getByRole('navigation', { name: 'Filter referrals' }).getByRole('link', { name: 'Pending' }).click()
  await expect(rows).toHaveCount(12)
  await expect(pager).toHaveCount(0)
})
