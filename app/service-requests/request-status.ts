// The homeowner status page's path (its texts, in each language, are in homeowner-texts.ts); its
// forms' schema is in request-status-schema.server.ts, so zod stays out of the page's browser bundle.
/** The page the status link opens (the token travels in `?token=`). */
export const REQUEST_STATUS_PATH = '/requests/status'
