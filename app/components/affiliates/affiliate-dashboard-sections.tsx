import { Link } from 'react-router'
import { CopyButton } from '~/components/affiliates/copy-button.tsx'
import { DashboardSidebar } from '~/components/dashboard/dashboard-sidebar.tsx'
import { LogoutButton, SignOutEverywhereButton } from '~/components/logout-button.tsx'
import { Badge } from '~/components/ui/badge.tsx'
import { Button } from '~/components/ui/button.tsx'
import { COMPANY } from '~/marketing/company.ts'

// The affiliate dashboard's fixed parts (spec §2): its sidebar, the page for a user without a
// profile yet, the referral link, and the education and help sections.

const SIDEBAR = [
  { to: '/affiliate-dashboard', label: 'Dashboard' },
  { to: '#referrals', label: 'Referrals' },
  { to: '#earnings', label: 'Earnings' },
  { to: '#education', label: 'Education' },
  { to: '#profile', label: 'Profile' },
] as const

export function AffiliateSidebar() {
  return <DashboardSidebar label="Affiliate" links={SIDEBAR} logoutTo="/affiliate-auth" signOutEverywhereTo="/affiliate-auth" />
}

/** A signed-in user with no affiliate profile (yet): their application may still be pending. */
export function NoAffiliateProfile() {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">No affiliate profile found</h1>
      <p className="mt-3 text-muted-foreground">Your application may still be pending approval. We review applications within 48 hours.</p>
      <p className="mt-3 text-muted-foreground">
        Not applied yet?{' '}
        <Link to="/affiliates#affiliate-application" className="font-medium text-primary underline">
          Apply to become an affiliate
        </Link>
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <LogoutButton redirectTo="/affiliate-auth">Back to Login</LogoutButton>
        <SignOutEverywhereButton redirectTo="/affiliate-auth" />
      </div>
    </section>
  )
}

export function ReferralLinkSection({ profile }: { profile: { brokerageName: string | null; email: string; referralLink: string; referralCode: string } }) {
  return (
    <section id="profile" aria-labelledby="profile-heading" className="scroll-mt-24 rounded-xl border border-border bg-surface p-5">
      <h2 id="profile-heading" className="text-xl font-semibold">
        Your referral link
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Share it with clients: requests made through it are credited to you. {profile.brokerageName ? `${profile.brokerageName} · ` : ''}
        {profile.email}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <code className="min-w-0 break-all rounded bg-muted px-2 py-1 text-sm">{profile.referralLink}</code>
        <CopyButton text={profile.referralLink} label="Copy referral link" />
      </div>
      <div className="mt-2 flex items-center gap-2 text-sm">
        Referral code: <code className="rounded bg-muted px-2 py-1 font-semibold">{profile.referralCode}</code>
        <CopyButton text={profile.referralCode} label="Copy referral code" />
      </div>
    </section>
  )
}

export function EducationSection() {
  return (
    <section id="education" aria-labelledby="education-heading" className="scroll-mt-24">
      <h2 id="education-heading" className="mb-3 text-xl font-semibold">
        Education & Resources
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        <ResourceCard
          title="Building Value for Your Clients: Level 1"
          badge="Available"
          text="The affiliate course, valued at $279/mo, included free with your membership."
          action="Start Learning"
        />
        <ResourceCard title="Live Training Session" badge="Upcoming" text="Next session: Dec 10, 2026 at 12:00 PM ET." action="Access Now" />
        <ResourceCard title="App Tools" badge="Active" text="Probate checkers and inspection booking for your listings." action="Access Now" />
      </div>
    </section>
  )
}

function ResourceCard({ title, badge, text, action }: { title: string; badge: string; text: string; action: string }) {
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-5">
      <Badge variant="secondary">{badge}</Badge>
      <h3 className="font-semibold">{title}</h3>
      <p className="flex-1 text-sm text-muted-foreground">{text}</p>
      {/* spec §2: these buttons do nothing yet */}
      <Button type="button" variant="outline" size="sm">
        {action}
      </Button>
    </div>
  )
}

export function HelpSection() {
  return (
    <section aria-labelledby="help-heading" className="rounded-xl border border-border bg-surface p-5">
      <h2 id="help-heading" className="text-xl font-semibold">
        Need Help?
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Our partner team is here for you:{' '}
        <a href={`mailto:${COMPANY.email}`} className="text-primary underline">
          {COMPANY.email}
        </a>
      </p>
      <div className="mt-3 flex gap-2">
        <Button type="button" variant="outline" size="sm">
          Submit Ticket
        </Button>
        <Button type="button" variant="outline" size="sm">
          View FAQ
        </Button>
      </div>
      <p className="mt-4 flex flex-wrap gap-4 text-sm">
        <Link to="/privacy" className="underline">
          Privacy
        </Link>
        <Link to="/terms" className="underline">
          Terms
        </Link>
        <a href="https://www.linkedin.com/company/harper-home" className="underline" rel="noopener noreferrer" target="_blank">
          LinkedIn
        </a>
        <a href="https://twitter.com/harperhome" className="underline" rel="noopener noreferrer" target="_blank">
          Twitter
        </a>
      </p>
    </section>
  )
}
