import { z } from 'zod'

// The homeowner status page's two forms, told apart by `intent` (docs/decisions/0006). The request
// comes from the link's token, never from the form; a lead id is looked up within that request.
/** The page the status link opens (the token travels in `?token=`). */
export const REQUEST_STATUS_PATH = '/requests/status'

export const RequestStatusActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('hire'), matchId: z.string().trim().min(1).max(64) }),
  z.object({ intent: z.literal('cancel') }),
])

export const REQUEST_STATUS_MESSAGES = {
  linkInvalid: 'This link is not valid or has expired.',
  hired: (company: string) => `Marked ${company} hired.`,
  alreadyHired: (company: string) => `${company} is already marked hired.`,
  cannotHire: 'That pro cannot be marked hired now. The page shows where your request stands.',
  cancelled: 'Your request is cancelled. We have told the pros.',
  alreadyCancelled: 'Your request was already cancelled.',
  cannotCancel: 'This request is finished and can no longer be cancelled.',
} as const
