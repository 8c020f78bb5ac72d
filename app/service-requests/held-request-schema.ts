import { z } from '~/utils/zod.ts'

// The admin's form on a held request (/admin/requests, docs/decisions/0032).
export const ReleaseHeldRequestSchema = z.object({
  intent: z.literal('release'),
  requestId: z.string().min(1).max(64),
})

export const HELD_REQUEST_MESSAGES = {
  title: 'Held requests',
  released: 'Request released: the matched pros have been offered the lead.',
  unchanged: 'That request was already released.',
  notFound: 'Request not found',
} as const
