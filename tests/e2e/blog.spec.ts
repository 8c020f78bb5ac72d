import crypto from 'node:crypto'
import { e2eDb, expect, expectResponse, test } from './fixtures.ts'

// The blog as a reader and as an admin, in both projects: `js` (hydrated, dialog, editor) and
// `nojs` (links, page forms, textarea). Reading tests use the seeded posts; admin tests make
// their own posts through the admin page and delete them again.

const cards = (page: import('@playwright/test').Page) => page.locator('section[aria-labelledby="blog-posts-heading"] article')

test('paging: 8 posts a page, Next through to the last page, the page indicator follows', async ({ page }) => {
  await page.goto('/blog')
  await expect(cards(page)).toHaveCount(8)
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible()
  const pages = page.getByRole('navigation', { name: 'Blog pages' })
  const seen = new Set(await cards(page).locator('h2').allTextContents())
  let current = 1
  while ((await pages.getByRole('link', { name: 'Next' }).count()) > 0) {
    await pages.getByRole('link', { name: 'Next' }).click()
    current++
    await expect(page).toHaveURL(new RegExp(`[?&]page=${current}$`))
    await expect(page.getByText(new RegExp(`^Page ${current} of \\d+$`))).toBeVisible()
    const titles = await cards(page).locator('h2').allTextContents()
    expect(titles.length).toBeGreaterThan(0)
    expect(titles.length).toBeLessThanOrEqual(8)
    for (const title of titles) expect(seen.has(title), `${title} already shown on an earlier page`).toBe(false)
    for (const title of titles) seen.add(title)
  }
  expect(current).toBeGreaterThanOrEqual(2)
  await expect(pages.getByRole('link', { name: 'Previous' })).toBeVisible()
  await pages.getByRole('link', { name: 'Page 1', exact: true }).click()
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible()
  await expect(pages.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page')
})

test('search is case-insensitive; nothing found shows the spec message', async ({ page }) => {
  await page.goto('/blog')
  await page.getByRole('searchbox', { name: 'Search posts' }).fill('HURRICANE')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/\?q=HURRICANE$/)
  const expected = await e2eDb.blogPost.count({ where: { status: 'published', publishedAt: { lte: new Date() }, searchText: { contains: 'hurricane' } } })
  expect(expected).toBeGreaterThan(0)
  await expect(page.getByRole('status').filter({ hasText: 'matching' })).toContainText(`${expected} ${expected === 1 ? 'post' : 'posts'}`)
  await expect(cards(page)).toHaveCount(Math.min(expected, 8))

  await page.getByRole('searchbox', { name: 'Search posts' }).fill('zzqx-no-such-words')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page.getByText('No blog posts found. Check back soon for new content!')).toBeVisible()
})

test('a category shows only its posts, as many as its count', async ({ page }) => {
  await page.goto('/blog')
  const link = page.getByRole('complementary', { name: 'Blog sidebar' }).getByRole('link', { name: /^Roofing\s*\d+ posts$/ })
  const count = Number((await link.textContent())!.match(/(\d+)/)![1])
  await link.click()
  await expect(page).toHaveURL(/\?category=Roofing$/)
  await expect(cards(page)).toHaveCount(Math.min(count, 8))
  const labels = await cards(page).locator('div > p:first-child').allTextContents()
  expect(labels.length).toBe(Math.min(count, 8))
  for (const label of labels) expect(label).toBe('Roofing')
  await expect(page.getByRole('link', { name: /^Roofing\s*\d+ posts$/ })).toHaveAttribute('aria-current', 'page')
})

// Headless Chromium names itself HeadlessChrome, which is (rightly) not counted as a reader
test.describe(() => {
  test.use({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36' })

  test('a post: title, author, date, reading time, sanitised body, SEO tags; each visit counts once', async ({ page }) => {
    // a seeded category: the admin tests running beside this one publish elsewhere
    await page.goto('/blog?category=Roofing')
    const first = cards(page).first().getByRole('link')
    const title = (await first.textContent())!
    await first.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByText(/\d+ min read/)).toBeVisible()
    await expect(page.getByText(/^By /)).toBeVisible()
    const slug = new URL(page.url()).pathname.split('/').pop()!
    const before = Number((await page.getByTestId('view-count').textContent())!.replace(/\D/g, ''))
    await page.reload()
    await expect(page.getByTestId('view-count')).toHaveText(`${(before + 1).toLocaleString('en-US')} views`)
    // stored with the server's next view tally, within a second (app/blog/view-tally.server.ts)
    await expect.poll(async () => (await e2eDb.blogPost.findUniqueOrThrow({ where: { slug } })).viewCount).toBe(before + 1)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/blog/${slug}$`))
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!)
    expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', headline: title })
    await page.getByRole('link', { name: /Back to Blog/ }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(cards(page)).toHaveCount(8)
  })
})

test('a missing post answers 404 with the spec message', async ({ page }) => {
  expectResponse(page, 404, '/blog/no-such-post-anywhere')
  expect((await page.goto('/blog/no-such-post-anywhere'))?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Post Not Found' })).toBeVisible()
  await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible()
})

test('/blog links its RSS feed, which lists published posts', async ({ page, request }) => {
  await page.goto('/blog')
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/blog/rss.xml')
  const feed = await request.get('/blog/rss.xml')
  expect(feed.headers()['content-type']).toContain('application/rss+xml')
  // the newest seeded post: posts other tests write straight into the database (xss-…, e2e-…) skip
  // the app's cache invalidation, so the cached feed may not list them yet
  const newest = await e2eDb.blogPost.findFirstOrThrow({
    where: { status: 'published', publishedAt: { lte: new Date() }, NOT: [{ slug: { startsWith: 'xss-' } }, { slug: { startsWith: 'e2e-' } }] },
    orderBy: { publishedAt: 'desc' },
  })
  expect(await feed.text()).toContain(`/blog/${newest.slug}`)
})

test('content written around the app with script, onerror, javascript: and SVG payloads renders inert', async ({ page }) => {
  const slug = `xss-${crypto.randomUUID().slice(0, 8)}`
  await e2eDb.blogPost.create({
    data: {
      title: 'Inert payloads',
      slug,
      category: 'Security',
      status: 'published',
      publishedAt: new Date(Date.now() - 60_000),
      keywords: [],
      tags: [],
      content: [
        '<p>Payloads follow.</p>',
        '<script>window.__xss = "script"</script>',
        '<img src="x" onerror="window.__xss = \'onerror\'">',
        '<a id="js-link" href="javascript:window.__xss=\'link\'">click me</a>',
        '<svg onload="window.__xss = \'svg\'"><script>window.__xss = "svg-script"</script></svg>',
        '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
      ].join(''),
    },
  })
  try {
    let dialogs = 0
    page.on('dialog', (dialog) => {
      dialogs++
      void dialog.dismiss()
    })
    expect((await page.goto(`/blog/${slug}`))?.status()).toBe(200)
    await expect(page.getByText('Payloads follow.')).toBeVisible()
    await page.getByText('click me').click()
    const body = await page.locator('article').innerHTML()
    expect(body).not.toMatch(/<script|onerror|onload|javascript:|<svg|<iframe/i)
    if (test.info().project.name === 'js') expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined()
    expect(dialogs).toBe(0)
  } finally {
    await e2eDb.blogPost.delete({ where: { slug } })
  }
})

test('skeleton cards show while the next list loads', async ({ page }) => {
  test.skip(test.info().project.name === 'nojs', 'the skeletons are what JavaScript adds')
  await page.goto('/blog')
  await expect(cards(page)).toHaveCount(8)
  await expect(page.locator('#island-newsletter-header')).toHaveAttribute('data-hydrated', 'true')
  // the browser loads page 2 as a page (/blog is not hydrated, docs/decisions/0029); it is held
  // here with a 204, after which a browser stays on the page as it is while loading
  await page.route(
    (url) => url.pathname === '/blog' && url.searchParams.get('page') === '2',
    (route) => route.fulfill({ status: 204 }),
  )
  await page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: 'Next' }).click()
  await expect(page.getByTestId('post-card-skeleton')).toHaveCount(4)
  await expect(page.locator('#blog-list')).toHaveAttribute('aria-busy', 'true')
  await page.unrouteAll()
  await page.goto('/blog?page=2')
  await expect(page.getByTestId('post-card-skeleton')).toHaveCount(0)
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible()
})

test('admin: create a draft (not public) → publish (public) → edit (date kept) → delete (gone)', async ({ page, login, request }) => {
  // a long flow of ten page loads and saves: on the shared 2-core machine it can pass 30 s
  test.setTimeout(90_000)
  const js = test.info().project.name === 'js'
  await login('admin')
  const title = `E2E Seawall Check ${crypto.randomUUID().slice(0, 6)}`
  await page.goto('/admin/blog')
  await expect(page.getByRole('heading', { name: 'Blog Management' })).toBeVisible()
  await page.getByRole('link', { name: 'New Post' }).click()
  const form = page.locator('form#new-post')
  await form.getByLabel('Title', { exact: true }).fill(title)
  await form.getByLabel('Category', { exact: true }).fill('Coastal Living')
  if (js) {
    const editor = page.getByTestId('rich-text-editor')
    await expect(editor).toBeVisible()
    await editor.click()
    await page.keyboard.type('Inspect your seawall caps after every storm.')
  } else {
    await form.getByLabel('Content', { exact: true }).fill('<p>Inspect your seawall caps after every storm.</p>')
  }
  await form.getByRole('button', { name: 'Create Post' }).click()
  await expect(page.getByText('Post created successfully')).toBeVisible()
  const draft = await e2eDb.blogPost.findFirstOrThrow({ where: { title } })
  expect(draft).toMatchObject({ status: 'draft', publishedAt: null, authorName: 'Harper Home Team' })
  expect(draft.content).toContain('Inspect your seawall caps after every storm.')
  const row = page.locator(`tr[data-post-id="${draft.id}"]`)
  await expect(row.getByText('Draft')).toBeVisible()
  // a visitor (no admin session) gets 404 for the draft
  expect((await request.get(`/blog/${draft.slug}`)).status()).toBe(404)

  try {
    await row.getByRole('link', { name: `Edit ${title}` }).click()
    const editForm = page.locator(`form#edit-post-${draft.id}`)
    await editForm.getByLabel('Status', { exact: true }).selectOption('published')
    // dated before every seeded post, so the paging tests running beside this one see it only on
    // the last page (that an empty date means now is checked in tests/integration/blog.test.ts)
    await editForm.getByLabel('Publish at (Eastern time)').fill('2020-01-06T09:30')
    await editForm.getByRole('button', { name: 'Update Post' }).click()
    await expect(page.getByText('Post updated successfully')).toBeVisible()
    const published = await e2eDb.blogPost.findUniqueOrThrow({ where: { id: draft.id } })
    expect(published.status).toBe('published')
    expect(published.publishedAt?.toISOString()).toBe('2020-01-06T14:30:00.000Z')
    await expect(page.locator(`tr[data-post-id="${draft.id}"]`).getByText('Published')).toBeVisible()

    await page.goto(`/blog?q=${encodeURIComponent(title)}`)
    await expect(cards(page)).toHaveCount(1)
    await expect(cards(page).first().getByRole('link')).toHaveText(title)
    await cards(page).first().getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)

    await page.goto(`/admin/blog?edit=${draft.id}`)
    const again = page.locator(`form#edit-post-${draft.id}`)
    // with JavaScript, type once the page has hydrated: the form moves into a dialog then (what
    // is typed before goes with it, tested below), and a fill could land on the form it leaves
    if (js) await expect(again.getByTestId('rich-text-editor')).toBeVisible()
    await again.getByLabel('Title', { exact: true }).fill(`${title} (revised)`)
    await again.getByRole('button', { name: 'Update Post' }).click()
    await expect(page.getByText('Post updated successfully')).toBeVisible()
    // the list shows the new title once the save has landed (the toast text alone could be an
    // earlier one's)
    await expect(page.locator(`tr[data-post-id="${draft.id}"]`).getByRole('link', { name: `Delete ${title} (revised)` })).toBeVisible()
    const revised = await e2eDb.blogPost.findUniqueOrThrow({ where: { id: draft.id } })
    expect(revised.title).toBe(`${title} (revised)`)
    expect(revised.publishedAt).toEqual(published.publishedAt)
    expect(revised.slug).toBe(draft.slug)

    await page
      .locator(`tr[data-post-id="${draft.id}"]`)
      .getByRole('link', { name: `Delete ${title} (revised)` })
      .click()
    await expect(page.getByText('Are you sure you want to delete this post?')).toBeVisible()
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    await expect(page.getByText('Post deleted successfully')).toBeVisible()
    expect(await e2eDb.blogPost.count({ where: { id: draft.id } })).toBe(0)
    expectResponse(page, 404, `/blog/${draft.slug}`)
    expect((await page.goto(`/blog/${draft.slug}`))?.status()).toBe(404)
  } finally {
    await e2eDb.blogPost.deleteMany({ where: { id: draft.id } })
  }
})

test('admin: a required field left empty shows its message under the field', async ({ page, login }) => {
  await login('moderator')
  expectResponse(page, 400, /\/admin\/blog/)
  await page.goto('/admin/blog?new')
  const form = page.locator('form#new-post')
  await form.evaluate((element) => element.setAttribute('novalidate', ''))
  await form.getByLabel('Title', { exact: true }).fill('')
  await form.getByRole('button', { name: 'Create Post' }).click()
  await expect(form.getByText('Title is required')).toBeVisible()
  await expect(form.getByText('Category is required')).toBeVisible()
})

/** Holds the page's requests for matching URLs until the returned function is called. */
async function holdRequests(page: import('@playwright/test').Page, url: RegExp) {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    await held
    await route.continue()
  })
  return release
}

test('admin: text typed into the content box while the editor loads is where the editor starts, and is saved', async ({ page, login }) => {
  test.skip(test.info().project.name === 'nojs', 'the rich-text editor needs JavaScript')
  test.setTimeout(60_000)
  await login('admin')
  // the editor's code is held until the text is typed, as on a slow connection
  const releaseEditor = await holdRequests(page, /\/assets\/rich-text-editor-[^/]*\.js$/)
  const title = `E2E Early Typing ${crypto.randomUUID().slice(0, 6)}`
  await page.goto('/admin/blog?new')
  const form = page.getByRole('dialog').locator('form#new-post')
  const textarea = form.getByRole('textbox', { name: 'Content', exact: true })
  await expect(textarea).toBeVisible()
  await textarea.fill('<p>Typed before the editor arrived.</p>')
  await form.getByLabel('Title', { exact: true }).fill(title)
  await form.getByLabel('Category', { exact: true }).fill('Coastal Living')
  releaseEditor()
  const editor = form.getByTestId('rich-text-editor')
  await expect(editor).toHaveText('Typed before the editor arrived.')
  try {
    await form.getByRole('button', { name: 'Create Post' }).click()
    await expect(page.getByText('Post created successfully')).toBeVisible()
    const post = await e2eDb.blogPost.findFirstOrThrow({ where: { title } })
    expect(post.content).toBe('<p>Typed before the editor arrived.</p>')
  } finally {
    await e2eDb.blogPost.deleteMany({ where: { title } })
  }
})

test('admin: a save refused for a missing title keeps every other field, and the corrected save stores them', async ({ page, login }) => {
  test.setTimeout(60_000)
  const js = test.info().project.name === 'js'
  await login('admin')
  // without JavaScript the server refuses it (the browser's own check is turned off)
  if (!js) expectResponse(page, 400, /\/admin\/blog/)
  await page.goto('/admin/blog?new')
  const form = page.locator('form#new-post')
  if (js) await expect(form.getByTestId('rich-text-editor')).toBeVisible()
  else await form.evaluate((element) => element.setAttribute('novalidate', ''))
  const fields = {
    Slug: `e2e-kept-${crypto.randomUUID().slice(0, 6)}`,
    Category: 'Coastal Living',
    Excerpt: 'What to check after a storm.',
    Author: 'Storm Desk',
    'Featured image URL': 'https://images.example/seawall.jpg',
    'Meta title': 'Seawall checks',
    'Keywords (comma-separated)': 'seawall, storm',
    'Meta description': 'A short list of seawall checks.',
    'Tags (comma-separated)': 'coast, storms',
  }
  for (const [label, value] of Object.entries(fields)) await form.getByLabel(label, { exact: true }).fill(value)
  if (js) {
    await form.getByTestId('rich-text-editor').click()
    await page.keyboard.type('Look for cracks in the cap.')
  } else {
    await form.getByLabel('Content', { exact: true }).fill('<p>Look for cracks in the cap.</p>')
  }
  await form.getByRole('button', { name: 'Create Post' }).click()

  const refused = page.locator('form#new-post')
  await expect(refused.getByText('Title is required')).toBeVisible()
  for (const [label, value] of Object.entries(fields)) await expect(refused.getByLabel(label, { exact: true })).toHaveValue(value)
  if (js) await expect(refused.getByTestId('rich-text-editor')).toHaveText('Look for cracks in the cap.')
  else await expect(refused.getByLabel('Content', { exact: true })).toHaveValue('<p>Look for cracks in the cap.</p>')

  const title = `E2E Kept Fields ${crypto.randomUUID().slice(0, 6)}`
  try {
    await refused.getByLabel('Title', { exact: true }).fill(title)
    // with JavaScript the message goes as the title is typed: click once the button has moved up
    if (js) await expect(refused.getByText('Title is required')).toBeHidden()
    await refused.getByRole('button', { name: 'Create Post' }).click()
    await expect(page.getByText('Post created successfully')).toBeVisible()
    const post = await e2eDb.blogPost.findFirstOrThrow({ where: { title } })
    expect(post).toMatchObject({
      slug: fields.Slug,
      category: fields.Category,
      excerpt: fields.Excerpt,
      authorName: fields.Author,
      featuredImageUrl: fields['Featured image URL'],
      metaTitle: fields['Meta title'],
      metaDescription: fields['Meta description'],
      content: '<p>Look for cracks in the cap.</p>',
    })
    expect(post.keywords).toEqual(['seawall', 'storm'])
    expect(post.tags).toEqual(['coast', 'storms'])
  } finally {
    await e2eDb.blogPost.deleteMany({ where: { title } })
  }
})

test('admin: what is typed into the page before it hydrates is still in the form once it has', async ({ page, login }) => {
  test.skip(test.info().project.name === 'nojs', 'hydration needs JavaScript')
  test.setTimeout(60_000)
  await login('admin')
  // the page's code is held until the form is filled in, as on a slow connection
  const releaseCode = await holdRequests(page, /\/assets\/[^/]*\.js$/)
  const title = `E2E Before Hydration ${crypto.randomUUID().slice(0, 6)}`
  await page.goto('/admin/blog?new', { waitUntil: 'commit' })
  const served = page.locator('section[aria-labelledby="post-form-heading"] form#new-post')
  await served.getByLabel('Title', { exact: true }).fill(title)
  await served.getByLabel('Category', { exact: true }).fill('Coastal Living')
  await served.getByLabel('Excerpt', { exact: true }).fill('Typed while the page loaded.')
  await served.getByLabel('Content', { exact: true }).fill('<p>Typed before hydration.</p>')
  releaseCode()

  const form = page.getByRole('dialog').locator('form#new-post')
  await expect(form.getByTestId('rich-text-editor')).toHaveText('Typed before hydration.')
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue(title)
  await expect(form.getByLabel('Category', { exact: true })).toHaveValue('Coastal Living')
  await expect(form.getByLabel('Excerpt', { exact: true })).toHaveValue('Typed while the page loaded.')
  try {
    await form.getByRole('button', { name: 'Create Post' }).click()
    await expect(page.getByText('Post created successfully')).toBeVisible()
    const post = await e2eDb.blogPost.findFirstOrThrow({ where: { title } })
    expect(post).toMatchObject({ category: 'Coastal Living', excerpt: 'Typed while the page loaded.', content: '<p>Typed before hydration.</p>' })
  } finally {
    await e2eDb.blogPost.deleteMany({ where: { title } })
  }
})
