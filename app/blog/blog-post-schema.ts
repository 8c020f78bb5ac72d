import { z } from '~/utils/zod.ts'
import { zonedLocalToDate } from './publishing.ts'
import { truncateText } from '~/utils/misc.ts'

// The blog post form (spec §3 fields, §5 rules), used by the admin page's useForm and re-checked
// by its action. The spec names the rules, not the words: these messages are ours.
export const BLOG_MESSAGES = {
  titleRequired: 'Title is required',
  titleMax: 'Title must be less than 200 characters',
  contentRequired: 'Content is required',
  categoryRequired: 'Category is required',
  authorRequired: 'Author is required',
  featuredImage: 'Featured image must be a valid URL (https://…)',
  slug: 'Slug may only contain lowercase letters, digits and hyphens',
  publishedAt: 'Please enter a valid date and time',
  // spec §8, word for word
  created: 'Post created successfully',
  updated: 'Post updated successfully',
  deleted: 'Post deleted successfully',
  saveFailed: 'Failed to save post',
  deleteFailed: 'Failed to delete post',
  loadPostsFailed: 'Failed to load posts',
  loadListFailed: 'Failed to load blog posts',
  loadPostFailed: 'Failed to load blog post',
  unauthorized: 'Unauthorized access',
  deleteConfirm: 'Are you sure you want to delete this post?',
  empty: 'No blog posts found. Check back soon for new content!',
  notFoundTitle: 'Post Not Found',
  notFound: "The blog post you're looking for doesn't exist.",
} as const

export const DEFAULT_AUTHOR_NAME = 'Harper Home Team'
export const POST_STATUSES = ['draft', 'published'] as const

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be less than ${max} characters`)
    .optional()
    .transform((value) => value || undefined)

/** 'a, b ,, c' → ['a', 'b', 'c']: trimmed, empties dropped, duplicates removed. */
export function splitCommaList(value: string | undefined): string[] {
  if (!value) return []
  return [
    ...new Set(
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ]
}

const commaList = z
  .string()
  .max(1000, 'Must be less than 1000 characters')
  .optional()
  .transform((value) => splitCommaList(value).map((item) => truncateText(item, 60)))

/**
 * A featured image is an https URL, or a path on this site ('/images/blog/roofing.svg', used by
 * the seed). Plain http would be mixed content; other schemes (javascript:, data:) are refused.
 */
function isFeaturedImageUrl(value: string) {
  if (value.startsWith('/') && !value.startsWith('//')) return !/[\s\\]/.test(value)
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && Boolean(url.hostname)
  } catch {
    return false
  }
}

export const BlogPostSchema = z.object({
  id: z.string().trim().max(64).optional(),
  title: z.string({ error: BLOG_MESSAGES.titleRequired }).trim().min(1, BLOG_MESSAGES.titleRequired).max(200, BLOG_MESSAGES.titleMax),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .max(96, 'Slug must be less than 96 characters')
    .regex(/^[a-z0-9-]*$/, BLOG_MESSAGES.slug)
    .optional()
    .transform((value) => value?.replace(/-+/g, '-').replace(/^-|-$/g, '') || undefined),
  excerpt: optionalText(500),
  content: z.string({ error: BLOG_MESSAGES.contentRequired }).trim().min(1, BLOG_MESSAGES.contentRequired).max(200_000, 'Content is too long'),
  category: z
    .string({ error: BLOG_MESSAGES.categoryRequired })
    .trim()
    .min(1, BLOG_MESSAGES.categoryRequired)
    .max(60, 'Category must be less than 60 characters'),
  authorName: z.string({ error: BLOG_MESSAGES.authorRequired }).trim().min(1, BLOG_MESSAGES.authorRequired).max(100, 'Author must be less than 100 characters'),
  featuredImageUrl: z.string().trim().max(2000, BLOG_MESSAGES.featuredImage).refine(isFeaturedImageUrl, BLOG_MESSAGES.featuredImage).optional(),
  status: z.enum(POST_STATUSES).default('draft'),
  /** datetime-local in Eastern time; empty = now when publishing */
  publishedAt: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || zonedLocalToDate(value) !== null, BLOG_MESSAGES.publishedAt),
  metaTitle: optionalText(120),
  metaDescription: optionalText(300),
  keywords: commaList,
  tags: commaList,
})

export type BlogPostInput = z.output<typeof BlogPostSchema>

// a post's id as the database makes them (a cuid): anything else — a NUL byte, which PostgreSQL
// refuses in text — is a bad request, not a failed delete
export const DeletePostSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\w-]+$/),
})
