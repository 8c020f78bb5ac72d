import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { BLOG_MESSAGES, BlogPostSchema, DeletePostSchema } from './blog-post-schema.ts'

function parse(fields: Record<string, string>) {
  const formData = new FormData()
  for (const [key, value] of Object.entries(fields)) formData.set(key, value)
  return parseWithZod(formData, { schema: BlogPostSchema })
}

const valid = { title: 'Roof prep', content: '<p>Text</p>', category: 'Roofing', authorName: 'Harper Home Team', status: 'draft' }

describe('BlogPostSchema (spec §5)', () => {
  test('tags and keywords are comma-separated and trimmed; the slug is optional', () => {
    const submission = parse({ ...valid, tags: ' roofing , hurricanes,, roofing ', keywords: 'roof prep,  florida ' })
    expect(submission.status).toBe('success')
    if (submission.status !== 'success') return
    expect(submission.value.tags).toEqual(['roofing', 'hurricanes'])
    expect(submission.value.keywords).toEqual(['roof prep', 'florida'])
    expect(submission.value.slug).toBeUndefined()
  })

  test.each([
    ['title', { title: '  ' }, BLOG_MESSAGES.titleRequired],
    ['content', { content: '' }, BLOG_MESSAGES.contentRequired],
    ['category', { category: '' }, BLOG_MESSAGES.categoryRequired],
    ['authorName', { authorName: '' }, BLOG_MESSAGES.authorRequired],
    ['featuredImageUrl', { featuredImageUrl: 'not a url' }, BLOG_MESSAGES.featuredImage],
    ['featuredImageUrl', { featuredImageUrl: 'javascript:alert(1)' }, BLOG_MESSAGES.featuredImage],
    ['featuredImageUrl', { featuredImageUrl: 'http://cdn.example/a.png' }, BLOG_MESSAGES.featuredImage],
    ['featuredImageUrl', { featuredImageUrl: '//cdn.example/a.png' }, BLOG_MESSAGES.featuredImage],
    ['slug', { slug: 'Not A Slug!' }, BLOG_MESSAGES.slug],
    ['publishedAt', { publishedAt: '2026-02-30T10:00' }, BLOG_MESSAGES.publishedAt],
  ])('%s %j → %s', (field, override, message) => {
    const submission = parse({ ...valid, ...override })
    expect(submission.status).toBe('error')
    expect(submission.status === 'error' ? submission.error?.[field] : undefined).toContain(message)
  })

  test('https and site-relative featured images are accepted', () => {
    expect(parse({ ...valid, featuredImageUrl: 'https://cdn.example/a.png' }).status).toBe('success')
    expect(parse({ ...valid, featuredImageUrl: '/images/blog/roofing.svg' }).status).toBe('success')
  })
})

test('a post to delete is named by an id as the database makes them; a NUL byte (PostgreSQL refuses it in text) is a bad request', () => {
  expect(DeletePostSchema.safeParse({ id: 'cmx1hzpnn000p8h7dejhmlbgu' }).success).toBe(true)
  expect(DeletePostSchema.safeParse({ id: '\u00000.pdf' }).success).toBe(false)
  expect(DeletePostSchema.safeParse({ id: "x' or 1=1" }).success).toBe(false)
})
