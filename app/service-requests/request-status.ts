// The homeowner status page's path and messages; its forms' schema is in
// request-status-schema.server.ts, so zod stays out of the page's browser bundle.
/** The page the status link opens (the token travels in `?token=`). */
export const REQUEST_STATUS_PATH = '/requests/status'

export const REQUEST_STATUS_MESSAGES = {
  linkInvalid: 'This link is not valid or has expired.',
  hired: (company: string) => `Marked ${company} hired.`,
  alreadyHired: (company: string) => `${company} is already marked hired.`,
  cannotHire: 'That pro cannot be marked hired now. The page shows where your request stands.',
  cancelled: 'Your request is cancelled. We have told the pros.',
  alreadyCancelled: 'Your request was already cancelled.',
  cannotCancel: 'This request is finished and can no longer be cancelled.',
} as const
