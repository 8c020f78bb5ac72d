import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from 'react-router'
import type { Route } from './+types/root.ts'
import { GeneralErrorBoundary, ErrorPanel } from '~/components/error-boundary.tsx'
import { SiteFooter } from '~/components/site-footer.tsx'
import { SiteHeader } from '~/components/site-header.tsx'
import { Toaster } from '~/components/toaster.tsx'
import { servingOfRoute } from '~/route-serving.ts'
import { getUser } from '~/accounts/auth.server.ts'
import { referralCookieHeader } from '~/referrals/attribution.server.ts'
import { getPublicEnv } from '~/utils/env.server.ts'
import { useNonce } from '~/utils/nonce-provider.tsx'
import { getToast } from '~/utils/toast.server.ts'
import stylesheet from './app.css?url'

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  // `context` as the scope: the page's loader shares this one session lookup (session.server.ts)
  const [user, { toast, headers }, referralCookie] = await Promise.all([getUser(request, context), getToast(request), referralCookieHeader(request)])
  // `?ref=CODE` on any page: the agent who sent the visitor is remembered for 30 days (0017)
  const responseHeaders = new Headers(headers ?? undefined)
  if (referralCookie) responseHeaders.append('Set-Cookie', referralCookie)
  return data({ user: user && { id: user.id, name: user.name, roles: user.roles }, toast, env: getPublicEnv() }, { headers: responseHeaders })
}

/**
 * Whether the document loads React Router's runtime: only for pages app/route-serving.ts serves
 * with `js: 'whole'` — in development too, so a page behaves there as in production (0043). A page
 * served with islands or none ships no router (the runtime alone is ~110 KB gzip — 0008); a
 * client-side navigation to it from a hydrated page still works.
 */
function useHydrationWanted() {
  return useMatches().every((match) => {
    const serving = servingOfRoute(match.id)
    return !serving || serving.js === 'whole'
  })
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce()
  const rootData = useRouteLoaderData<typeof loader>('root')
  const hydrate = useHydrationWanted()
  return (
    <html lang="en" className="h-full">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0d6b63" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-full flex-col bg-background text-foreground antialiased">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50">
          Skip to content
        </a>
        <SiteHeader />
        <Toaster toast={rootData?.toast ?? null} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => <ErrorPanel title="Oops! Page not found" message="The page you're looking for doesn't exist or has moved." />,
        // the database is down (app/utils/db.server.ts): a calm page, never a stack trace
        503: () => (
          <ErrorPanel
            title="We'll be right back"
            message="We can't reach our database right now. Please try again in a minute — nothing you entered was lost."
          />
        ),
      }}
    />
  )
}
