import { Link, useActionData } from 'react-router'
import type { Route } from './+types/for-vendors.ts'
import { submitVendorApplication } from '~/applications/vendor-applications.server.ts'
import { FeatureCards } from '~/components/marketing/section.tsx'
import { HomeSectionLink, ScrollToAnchorLink, ScrollToTopLink } from '~/components/scroll-links.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { VendorApplicationForm } from '~/components/vendor-application/vendor-application-form.tsx'
import { pageMeta } from '~/utils/seo.ts'

export const meta: Route.MetaFunction = () => [
  ...pageMeta({
    title: 'For Vendors | Join the Trusted Marketplace',
    description:
      'Apply to join Harper Home’s network of vetted Florida contractors: qualified homeowner leads, AI matching and onboarding in 7-10 days. Applying is free.',
    path: '/for-vendors',
    siteName: false,
  }),
  {
    name: 'keywords',
    content:
      'contractor network, vendor application, home service leads, Florida contractors, roofing leads, CIPP pipe repair contractors, join marketplace',
  },
]

export async function action({ request }: Route.ActionArgs) {
  return submitVendorApplication(request)
}

const BENEFITS = [
  { title: 'Qualified homeowner leads', description: 'Harper matches you with homeowners whose project, budget and location fit your business — on 50+ factors.' },
  { title: 'No cost to join', description: 'Applying is free and takes under 10 minutes. You only hear from us about projects that suit you.' },
  { title: 'A verified-partner badge', description: 'Licensed, insured and verified: homeowners see that you passed our checks before they reach out.' },
  { title: 'Support around the clock', description: '24/7 vendor support and a dashboard to follow your matches, messages and reviews.' },
] as const

const STEPS = [
  { title: 'Application', when: 'Day 1', description: 'Tell us about your business and attach your license and insurance documents.' },
  { title: 'Verification', when: 'Days 2-5', description: 'We verify your license, insurance and references, and contact you within 2-3 business days.' },
  { title: 'Onboarding', when: 'Days 6-7', description: 'Set up your profile and service areas and learn how matches and quotes work.' },
  { title: 'Grow with Us', when: 'Ongoing', description: 'Receive matched projects, build your reviews and grow your revenue.' },
] as const

export default function ForVendorsPage() {
  const actionData = useActionData<typeof action>()
  return (
    <>
      <section className="mx-auto max-w-6xl px-4 pb-12 pt-16 sm:px-6 lg:px-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">For contractors</p>
        <h1 className="mt-2 max-w-3xl text-4xl font-bold tracking-tight text-foreground sm:text-5xl">
          Grow Your Business with Qualified Homeowner Leads
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-muted-foreground">
          Harper Home connects licensed, insured contractors with Florida homeowners who are ready to book. Join 500+ vetted
          professionals whose partners report an average 150% revenue increase.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ScrollToAnchorLink to="#vendor-application" className={buttonVariants({ size: 'lg' })}>
            Apply to Join
          </ScrollToAnchorLink>
          <Link to="/how-it-works" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            See How It Works
          </Link>
        </div>
      </section>

      <section aria-labelledby="benefits-heading" className="bg-muted/40 py-14">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <h2 id="benefits-heading" className="text-2xl font-bold sm:text-3xl">Why Contractors Join Harper Home</h2>
          <FeatureCards items={BENEFITS} className="mt-6 gap-4 sm:grid-cols-2 lg:grid-cols-4" />
          <figure className="mt-8 rounded-xl border border-border bg-surface p-6">
            <blockquote className="text-lg text-foreground">
              “Since joining Harper Home, every lead we get is a homeowner who actually needs our kind of work. We spend our
              time on roofs, not on chasing tyre-kickers.”
            </blockquote>
            <figcaption className="mt-3 text-sm text-muted-foreground">— Mike Rodriguez, owner of a roofing company in Melbourne, FL</figcaption>
          </figure>
        </div>
      </section>

      <section aria-labelledby="onboarding-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Onboarding process</p>
        <h2 id="onboarding-heading" className="mt-2 text-2xl font-bold sm:text-3xl">Complete Onboarding in 7-10 Days</h2>
        <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-xl border border-border bg-surface p-5">
              <p className="text-sm font-semibold text-brand-700">
                Step {index + 1} · {step.when}
              </p>
              <h3 className="mt-1 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{step.description}</p>
            </li>
          ))}
        </ol>
        <div className="mt-6 flex flex-wrap gap-3">
          <ScrollToAnchorLink to="#vendor-application" className={buttonVariants({ size: 'lg' })}>
            Start Application
          </ScrollToAnchorLink>
        </div>
      </section>

      <section id="vendor-application" aria-labelledby="vendor-application-heading" className="mx-auto max-w-3xl px-4 pb-14 sm:px-6 lg:px-8">
        <div className="rounded-xl border border-border bg-surface p-6 sm:p-8">
          <h2 id="vendor-application-heading" className="text-2xl font-bold">Vendor Application</h2>
          <p className="mt-2 text-muted-foreground">
            Takes under 10 minutes. We review every application within 2-3 business days. Fields marked * are required.
          </p>
          <div className="mt-6">
            <VendorApplicationForm actionData={actionData} />
          </div>
        </div>
        <p className="mt-6 text-center">
          <ScrollToTopLink to="/about-harper" className={buttonVariants({ variant: 'outline' })}>
            Learn More About Our Network
          </ScrollToTopLink>
        </p>
      </section>

      <section aria-labelledby="closing-heading" className="bg-primary py-14 text-primary-foreground">
        <div className="mx-auto max-w-4xl px-4 text-center sm:px-6 lg:px-8">
          <h2 id="closing-heading" className="text-2xl font-bold sm:text-3xl">Ready to Grow Your Business?</h2>
          <p className="mt-3 text-lg opacity-90">Join the network of trusted professionals homeowners rely on. It’s free to apply.</p>
          <div className="mt-6">
            <ScrollToAnchorLink to="#vendor-application" className={buttonVariants({ size: 'lg', variant: 'secondary' })}>
              Apply Now
            </ScrollToAnchorLink>
          </div>
        </div>
      </section>

      <section aria-labelledby="customer-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="rounded-xl border border-border bg-surface p-6 sm:p-8">
          <h2 id="customer-heading" className="text-2xl font-bold">Looking for a Pro for Your Home?</h2>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            Tell Harper what you need and get matched with vetted, licensed and insured local contractors in minutes.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <HomeSectionLink sectionId="harper-chat" className={buttonVariants({ size: 'lg' })}>
              Start Matching Now
            </HomeSectionLink>
            <Link to="/how-it-works" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              Learn How It Works
            </Link>
          </div>
        </div>
      </section>
    </>
  )
}
