import { getServerEnv } from '~/utils/env.server.ts'
import { robotsTxt } from '~/utils/seo.ts'

// Keeps crawlers out of dashboards, admin and sign-in pages (docs/decisions/0008); names the sitemap.
export function loader() {
  return new Response(robotsTxt(new URL(getServerEnv().PUBLIC_URL).origin), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
