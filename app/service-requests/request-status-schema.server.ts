import { z } from 'zod'

// The homeowner status page's two forms, told apart by `intent` (docs/decisions/0006). The request
// comes from the link's token, never from the form; a lead id is looked up within that request.
// Only the action uses it (the page has no client-side validation): a .server module, so zod is
// not in the page's browser bundle.
export const RequestStatusActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('hire'), matchId: z.string().trim().min(1).max(64) }),
  z.object({ intent: z.literal('cancel') }),
])
