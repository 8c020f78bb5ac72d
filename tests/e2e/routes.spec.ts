import { e2eDb, expect, expectResponse, test } from './fixtures.ts'

// Every row of the spec's route table (and the pages it links to) answers 200 with its heading.
// Each page's own spec checks its heading text; here: one h1, not empty.
const PUBLIC_PAGES = [
  '/',
  '/how-it-works',
  '/for-vendors',
  '/find-services',
  '/contact',
  '/about-harper',
  '/cipp-pipe-repair',
  '/roofing-services',
  '/blog',
  '/blog/cipp-lining-vs-trenching-which-sewer-repair-is-right-for-your-florida-home',
  '/vendor-login',
  '/affiliates',
  '/affiliate-auth',
  '/admin-auth',
  '/privacy',
  '/terms',
  '/forgot-password',
] as const

for (const path of PUBLIC_PAGES) {
  test(`${path} answers 200 with its heading`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    const h1 = page.getByRole('heading', { level: 1 })
    await expect(h1).toHaveCount(1)
    await expect(h1).not.toBeEmpty()
  })
}

test('a published blog post shows its title and a way back', async ({ page }) => {
  const post = await e2eDb.blogPost.findFirstOrThrow({ where: { status: 'published' }, orderBy: { viewCount: 'desc' } })
  expect((await page.goto(`/blog/${post.slug}`))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
  await expect(page.getByRole('link', { name: /Back to Blog/ })).toHaveAttribute('href', '/blog')
})

test("a draft or missing post answers 404 with 'Post Not Found'", async ({ page }) => {
  const draft = await e2eDb.blogPost.findFirstOrThrow({ where: { status: 'draft' } })
  for (const slug of [draft.slug, 'no-such-post']) {
    expectResponse(page, 404, `/blog/${slug}`)
    expect((await page.goto(`/blog/${slug}`))?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Post Not Found' })).toBeVisible()
    await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible()
  }
})

test('the signed-in areas answer 200 with their headings for their roles', async ({ page, login }) => {
  await login('admin')
  for (const [path, heading] of [
    ['/admin-dashboard', 'Admin Dashboard'],
    ['/admin/blog', 'Blog Management'],
  ]) {
    expect((await page.goto(path))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  }
})

test('the affiliate dashboard greets the affiliate by name', async ({ page, login }) => {
  const affiliate = await login('affiliate')
  expect((await page.goto('/affiliate-dashboard'))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${affiliate.name}`)
  await expect(page.getByText('Track your referrals and grow your network')).toBeVisible()
})

for (const path of ['/no-such-page', '/blog/a/b', '/admin/nothing-here', '/.env']) {
  test(`${path} answers 404 with 'Oops! Page not found' and a way home`, async ({ page }) => {
    expectResponse(page, 404, path)
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
    const home = page.getByRole('link', { name: 'Return to Home' })
    await expect(home).toHaveAttribute('href', '/')
    await home.click()
    await expect(page).toHaveURL(/\/$/)
  })
}
