import { z } from 'zod'

// Zod for every schema that may run in a browser (the form schemas, the search parameters): import
// `z` from here, not from 'zod' (ESLint says so; server-only modules may import 'zod' itself).
//
// Zod 4 compiles each object schema's parser with `new Function` where the page allows it, and
// finds out by trying `new Function('')` as the first object schema is made. Our pages' CSP has no
// 'unsafe-eval', so in a browser that try is refused: the parser falls back to the interpreted one,
// as it must, but the browser reports a CSP violation on every page with a form (to /csp-reports,
// and as an issue that costs the page Lighthouse's best-practices score, docs/decisions/0046).
// `jitless` skips the try and uses the interpreted parser from the start. It must be set before
// the first schema is made, which is why the schemas import `z` from this module. The server
// keeps the compiled parsers: no CSP applies there.
if (typeof document !== 'undefined') z.config({ jitless: true })

export { z }
