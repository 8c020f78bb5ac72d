import fs from 'node:fs'
import path from 'node:path'
import type { Config } from '@react-router/dev/config'
import { prerenderedPaths } from './app/route-serving.ts'
import routes from './app/routes.ts'
import { PRERENDER_PLACEHOLDERS } from './app/utils/seo.ts'

// Pre-rendering (docs/decisions/0008): the pages app/route-serving.ts serves 'prerendered' are
// rendered to build/client/<path>/index.html at build time. They are rendered with placeholders
// for the two per-deployment/per-request values — the CSP nonce and the public origin — which
// server/index.ts substitutes when it serves the file.
const building = process.argv.includes('build')
if (building) {
  process.env.HARPER_PRERENDER = '1'
  process.env.PUBLIC_URL = PRERENDER_PLACEHOLDERS.origin
  // The pre-render requests carry no cookies, so this secret never signs or reads anything; it
  // only satisfies the production environment check when the build runs without a .env.
  process.env.SESSION_SECRET ??= `prerender-only-${'x'.repeat(32)}`
}

/** What server/index.ts needs to know about the pre-rendered files. */
export const PRERENDER_MANIFEST_FILE = 'build/prerendered.json'

export default {
  ssr: true,
  // The whole route manifest as one cached file (/assets/manifest-[hash].js, 2.7 KB gzipped) rather than
  // a partial one worked out and inlined on every request: the signed-in pages, the only ones that load
  // React Router's scripts, cost about a tenth less to render, and their links need no /__manifest
  // requests (docs/decisions/0060).
  routeDiscovery: { mode: 'initial' },
  prerender: building ? prerenderedPaths(routes) : [],
  future: {
    v8_middleware: false,
  },
  async buildEnd({ reactRouterConfig }) {
    // The public environment the pre-render embedded (root loader data): the server only serves
    // the files when its own matches, otherwise it renders every request.
    const { getPublicEnv } = await import('./app/utils/env.server.ts')
    const manifest = { paths: prerenderedPaths(routes), publicEnv: getPublicEnv(), placeholders: PRERENDER_PLACEHOLDERS }
    fs.writeFileSync(path.join(reactRouterConfig.buildDirectory, 'prerendered.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  },
} satisfies Config
