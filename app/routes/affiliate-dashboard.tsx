import type { Route } from './+types/affiliate-dashboard.ts'
import { findAffiliateProfileForUser } from '~/referrals/affiliates.server.ts'
import { LogoutButton } from '~/components/logout-button.tsx'
import { requireUserId } from '~/accounts/auth.server.ts'
import { LOGIN_PAGES } from '~/accounts/login-pages.ts'
import { pageMeta } from '~/utils/seo.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Affiliate Dashboard', description: 'Track your referrals and earnings.', path: '/affiliate-dashboard', noindex: true })

export async function loader({ request }: Route.LoaderArgs) {
  const userId = await requireUserId(request, { loginPath: LOGIN_PAGES.affiliate.path })
  const profile = await findAffiliateProfileForUser(userId)
  return { profile: profile && { name: profile.name } }
}

export default function AffiliateDashboard({ loaderData }: Route.ComponentProps) {
  const { profile } = loaderData
  if (!profile) {
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">No affiliate profile found</h1>
        <p className="mt-3 text-muted-foreground">
          Your application may still be pending approval. We review applications within 48 hours.
        </p>
        <div className="mt-6 flex justify-center">
          <LogoutButton redirectTo="/affiliate-auth">Back to Login</LogoutButton>
        </div>
      </section>
    )
  }
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Welcome back, {profile.name}</h1>
          <p className="mt-2 text-muted-foreground">Track your referrals and grow your network</p>
        </div>
        <LogoutButton redirectTo="/affiliate-auth" />
      </div>
      <p className="mt-6 max-w-3xl text-muted-foreground">
        Your dashboard brings together the consumers you have referred, the status of each match, your earnings and
        your performance score, alongside the course, live trainings and app tools included with your membership.
      </p>
    </section>
  )
}
