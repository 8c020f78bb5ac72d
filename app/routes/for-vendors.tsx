import { data, Link, useActionData } from 'react-router'
import type { Route } from './+types/for-vendors.ts'
import { VENDOR_APPLICATION_TEXT, VendorApplicationSchema } from '~/applications/vendor-application-schema.ts'
import {
  fileNoticeOf,
  submitVendorApplication,
  UPLOAD_TOO_LARGE_MESSAGE,
  VENDOR_APPLICATION_RATE_LIMIT,
  VENDOR_DOCUMENT_POLICY,
} from '~/applications/vendor-applications.server.ts'
import { FeatureCards } from '~/components/marketing/section.tsx'
import { HomeSectionLink, ScrollToAnchorLink, ScrollToTopLink } from '~/components/scroll-links.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { VendorApplicationForm, type VendorApplicationActionData } from '~/components/vendor-application/vendor-application-form.tsx'
import { Island } from '~/components/island.tsx'
import { parseSubmission, REQUEST_MESSAGES } from '~/utils/form-action.server.ts'
import { pipeHeaders } from '~/utils/headers.server.ts'
import { isHoneypotFilled } from '~/utils/honeypot.ts'
import { checkRateLimit, RATE_LIMIT_MESSAGE, tooManyRequests } from '~/utils/rate-limit.server.ts'
import { discardFiles, parseUploadRequest, UploadFormatError, UploadLimitError, UploadStorageError } from '~/utils/uploads.server.ts'
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
    content: 'contractor network, vendor application, home service leads, Florida contractors, roofing leads, CIPP pipe repair contractors, join marketplace',
  },
]

/**
 * The vendor application (spec §5, §8) in the one action shape: the rate limit before the body is
 * read (a flood costs little), the upload read within its limits (files judged by content), the
 * honeypot, the schema, then one domain function. Refusals render on the page, never a dropped
 * connection.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const limited = await checkRateLimit(context.clientAddress, VENDOR_APPLICATION_RATE_LIMIT)
  if (!limited.allowed) return refused(RATE_LIMIT_MESSAGE, tooManyRequests(limited.retryAfterSeconds))

  let upload
  try {
    upload = await parseUploadRequest(request, VENDOR_DOCUMENT_POLICY)
  } catch (error) {
    if (error instanceof UploadLimitError) return refused(UPLOAD_TOO_LARGE_MESSAGE, { status: 413 })
    if (error instanceof UploadFormatError) return refused(REQUEST_MESSAGES.unreadable, { status: 400 })
    if (error instanceof UploadStorageError) {
      // the disk is full (or failing): nothing was kept; the answers come back as they were sent
      console.error('vendor application: the upload could not be stored', error.cause)
      const result = parseSubmission(error.fields, { schema: VendorApplicationSchema }).reply()
      return data(
        {
          status: 'error',
          result,
          fileNotice: null,
          reattachFiles: true,
          failure: VENDOR_APPLICATION_TEXT.storageUnavailable,
        } satisfies VendorApplicationActionData,
        {
          status: 503,
          headers: { 'Retry-After': '300' },
        },
      )
    }
    console.error('vendor application: reading the upload failed', error)
    return refused(VENDOR_APPLICATION_TEXT.failureGeneric, { status: 500 })
  }
  const tempPaths = upload.files.map((file) => file.tempPath)
  const fileNotice = fileNoticeOf(upload)

  if (isHoneypotFilled(upload.fields)) {
    // a bot: answer like a success, keep nothing
    await discardFiles(tempPaths)
    return success({ status: 'success', initialValue: null }, null, 0)
  }

  const submission = parseSubmission(upload.fields, { schema: VendorApplicationSchema })
  if (submission.status !== 'success') {
    await discardFiles(tempPaths)
    const attached = upload.files.length > 0 || upload.refused.length > 0 || upload.dropped.length > 0
    return data({ status: 'error', result: submission.reply(), fileNotice, reattachFiles: attached, failure: null } satisfies VendorApplicationActionData, {
      status: 400,
    })
  }

  const outcome = await submitVendorApplication(submission.value, upload.files)
  if (outcome.status === 'failed') {
    return refused(VENDOR_APPLICATION_TEXT.failureGeneric, { status: 500 }, { result: submission.reply(), fileNotice })
  }
  return success(submission.reply({ resetForm: true }), fileNotice, outcome.documentCount)
}

export const headers = pipeHeaders

function success(result: VendorApplicationActionData['result'] & object, fileNotice: VendorApplicationActionData['fileNotice'], documentCount: number) {
  return data({ status: 'success', result, fileNotice, documentCount } satisfies VendorApplicationActionData)
}

function refused(
  failure: string,
  init: ResponseInit,
  extra: Pick<Extract<VendorApplicationActionData, { status: 'error' }>, 'result' | 'fileNotice'> = { result: undefined, fileNotice: null },
) {
  return data({ status: 'error', ...extra, reattachFiles: false, failure } satisfies VendorApplicationActionData, init)
}

const BENEFITS = [
  {
    title: 'Qualified homeowner leads',
    description: 'Harper matches you with homeowners whose project, budget and location fit your business — on 50+ factors.',
  },
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
        <h1 className="mt-2 max-w-3xl text-4xl font-bold tracking-tight text-foreground sm:text-5xl">Grow Your Business with Qualified Homeowner Leads</h1>
        <p className="mt-4 max-w-2xl text-lg text-muted-foreground">
          Harper Home connects licensed, insured contractors with Florida homeowners who are ready to book. Join 500+ vetted professionals whose partners report
          an average 150% revenue increase.
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
          <h2 id="benefits-heading" className="text-2xl font-bold sm:text-3xl">
            Why Contractors Join Harper Home
          </h2>
          <FeatureCards items={BENEFITS} className="mt-6 gap-4 sm:grid-cols-2 lg:grid-cols-4" />
          <figure className="mt-8 rounded-xl border border-border bg-surface p-6">
            <blockquote className="text-lg text-foreground">
              “Since joining Harper Home, every lead we get is a homeowner who actually needs our kind of work. We spend our time on roofs, not on chasing
              tyre-kickers.”
            </blockquote>
            <figcaption className="mt-3 text-sm text-muted-foreground">— Mike Rodriguez, owner of a roofing company in Melbourne, FL</figcaption>
          </figure>
        </div>
      </section>

      <section aria-labelledby="onboarding-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Onboarding process</p>
        <h2 id="onboarding-heading" className="mt-2 text-2xl font-bold sm:text-3xl">
          Complete Onboarding in 7-10 Days
        </h2>
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
          <h2 id="vendor-application-heading" className="text-2xl font-bold">
            Vendor Application
          </h2>
          <p className="mt-2 text-muted-foreground">
            Takes under 10 minutes. We review every application within 2-3 business days. Fields marked * are required.
          </p>
          <div className="mt-6">
            <Island name="vendor-application-form" component={VendorApplicationForm} props={{ actionData }} />
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
          <h2 id="closing-heading" className="text-2xl font-bold sm:text-3xl">
            Ready to Grow Your Business?
          </h2>
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
          <h2 id="customer-heading" className="text-2xl font-bold">
            Looking for a Pro for Your Home?
          </h2>
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
