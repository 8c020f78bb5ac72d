import { data, useActionData, useLoaderData } from 'react-router'
import type { Route } from './+types/contact.ts'
import { createCaptchaChallenge, verifyCaptchaAnswer } from '~/contact/captcha.server.ts'
import { ContactForm } from '~/components/contact/contact-form.tsx'
import { LocationMap } from '~/components/contact/location-map.tsx'
import { CONTACT_RATE_LIMIT, findContactVendor, sendContactMessage } from '~/contact/contact-messages.server.ts'
import { CONTACT_MESSAGES, ContactSchema } from '~/contact/contact-schema.ts'
import { CONTACT_INBOXES } from '~/contact/inbox-routing.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { ScrollToAnchorLink } from '~/components/scroll-links.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card.tsx'
import { getServerEnv } from '~/utils/env.server.ts'
import { Island } from '~/components/island.tsx'
import { parseSubmission, readFormData } from '~/utils/form-action.server.ts'
import { checkPublicForm } from '~/utils/form-protection.server.ts'
import { pipeHeaders } from '~/utils/headers.server.ts'
import { tooManyRequests } from '~/utils/rate-limit.server.ts'
import { COMPANY, organizationJsonLd } from '~/marketing/company.ts'
import { pageMeta } from '~/utils/seo.ts'

export const meta: Route.MetaFunction = () => [
  ...pageMeta({
    title: 'Contact Us',
    description: 'Reach the Harper Home team in Cocoa Beach, FL: general questions, partnerships and homeowner support.',
    path: '/contact',
  }),
  organizationJsonLd(),
]

const CAPTCHA_REUSED = 'This verification has already been used. Please try again.'

export async function loader({ request }: Route.LoaderArgs) {
  const vendor = await findContactVendor(new URL(request.url).searchParams.get('vendor'))
  const { a, b, token } = createCaptchaChallenge()
  return {
    challenge: { a, b, token },
    vendor: vendor && { slug: vendor.slug, companyName: vendor.companyName },
    mapEmbedUrl: getServerEnv().MAP_EMBED_URL ?? null,
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request)
  const protection = await checkPublicForm(formData, { clientAddress: context.clientAddress, rule: CONTACT_RATE_LIMIT })
  // a filled honeypot looks like success to the bot; nothing is stored or sent
  if (protection.outcome === 'bot') return { status: 'success' as const }

  const submission = parseSubmission(formData, { schema: ContactSchema })
  const hidden = ['captchaAnswer', 'captchaToken']
  const retry = (fieldErrors: Record<string, string[]>, init: ResponseInit = { status: 400 }, formErrors?: string[]) =>
    data({ status: 'error' as const, result: submission.reply({ fieldErrors, formErrors, hideFields: hidden }), challenge: freshChallenge() }, init)

  if (protection.outcome === 'rate-limited') {
    return retry({}, tooManyRequests(protection.retryAfterSeconds), [protection.message])
  }
  const answer = Number(formData.get('captchaAnswer'))
  const captcha = verifyCaptchaAnswer(formData.get('captchaToken')?.toString(), Number.isInteger(answer) ? answer : null)
  const captchaErrors: Record<string, string[]> = captcha.ok ? {} : { captchaAnswer: [CONTACT_MESSAGES.captcha] }
  if (submission.status !== 'success' || !captcha.ok) return retry(captchaErrors)

  let sent
  try {
    sent = await sendContactMessage({ input: submission.value, captcha, ipAddress: context.clientAddress ?? null })
  } catch (error) {
    console.error('storing a contact message failed', error)
    return retry({}, { status: 500 }, [CONTACT_MESSAGES.failure])
  }
  if (sent.status === 'captcha-used') return retry({ captchaAnswer: [CAPTCHA_REUSED] })
  return { status: 'success' as const }
}

export const headers = pipeHeaders

function freshChallenge() {
  const { a, b, token } = createCaptchaChallenge()
  return { a, b, token }
}

const CHANNELS = [
  { title: 'General Inquiries', description: 'Questions about Harper Home and how it works.', email: CONTACT_INBOXES.general },
  { title: 'Partner Relations', description: 'Contractors, real-estate agents and business partnerships.', email: CONTACT_INBOXES.partners },
  { title: 'Consumer Support', description: 'Help with a service request or a matched professional.', email: CONTACT_INBOXES.support },
] as const

const HOURS = [
  { days: 'Monday - Friday', hours: '9:00 AM - 5:00 PM EDT' },
  { days: 'Saturday', hours: '10:00 AM - 2:00 PM EDT' },
  { days: 'Sunday', hours: 'Closed' },
] as const

const SOCIAL_LINKS = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/harper-home' },
  { label: 'YouTube', href: 'https://www.youtube.com/@harper-home' },
  { label: 'Instagram', href: 'https://www.instagram.com/harper.home' },
  { label: 'Facebook', href: 'https://www.facebook.com/harper.home' },
] as const

export default function ContactPage() {
  const { challenge: loaderChallenge, vendor, mapEmbedUrl } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const challenge = actionData?.status === 'error' ? actionData.challenge : loaderChallenge

  return (
    <>
      <section className="mx-auto max-w-6xl px-4 pb-10 pt-14 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">Get in Touch</h1>
        <p className="mt-4 max-w-3xl text-lg text-muted-foreground">
          Questions about a project, our vendor network or the affiliate programme? Write to the channel that fits, call our support line during business hours,
          or send us a message — we respond within 1-2 business days.
        </p>
        <ScrollToAnchorLink to="#contact-form" className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
          Send Us a Message
        </ScrollToAnchorLink>
      </section>

      <section aria-labelledby="channels-heading" className="mx-auto max-w-6xl px-4 pb-12 sm:px-6 lg:px-8">
        <h2 id="channels-heading" className="text-2xl font-semibold">
          Contact Channels
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {CHANNELS.map((channel) => (
            <li key={channel.email}>
              <Card className="h-full">
                <CardHeader>
                  <CardTitle>{channel.title}</CardTitle>
                  <CardDescription>{channel.description}</CardDescription>
                </CardHeader>
                <CardContent className="flex flex-col items-start gap-3">
                  <a href={`mailto:${channel.email}`} className="text-primary underline underline-offset-4">
                    {channel.email}
                  </a>
                  <a href={`mailto:${channel.email}`} className={buttonVariants({ variant: 'outline' })} aria-label={`Send Email to ${channel.title}`}>
                    Send Email
                  </a>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto grid max-w-6xl gap-6 px-4 pb-12 sm:px-6 md:grid-cols-3 lg:px-8">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Business Hours</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="space-y-2 text-sm">
              {HOURS.map((row) => (
                <div key={row.days} className="flex justify-between gap-4">
                  <dt className="font-medium">{row.days}</dt>
                  <dd className="text-muted-foreground">{row.hours}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 text-sm font-medium text-brand-700">24/7 emergency vendor support</p>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">Phone Support</CardTitle>
            <CardDescription>Talk to our team during business hours.</CardDescription>
          </CardHeader>
          <CardContent>
            <a href={COMPANY.phoneHref} className="text-lg font-semibold text-primary underline-offset-4 hover:underline">
              {COMPANY.phoneDisplay}
            </a>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">Follow Us</CardTitle>
            <CardDescription>News, guides and project stories.</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-wrap gap-x-4 gap-y-2">
              {SOCIAL_LINKS.map((link) => (
                <li key={link.label}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer" className="text-primary underline underline-offset-4">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </section>

      <section id="contact-form" aria-labelledby="contact-form-heading" className="mx-auto max-w-3xl scroll-mt-24 px-4 pb-16 sm:px-6 lg:px-8">
        {actionData?.status === 'success' ? (
          <div role="status" className="rounded-xl border border-brand-200 bg-brand-50 p-8 text-center">
            <h2 id="contact-form-heading" className="text-2xl font-semibold">
              {CONTACT_MESSAGES.success}
            </h2>
            <p className="mt-2 text-muted-foreground">{CONTACT_MESSAGES.successDetail}</p>
            {/* not `/contact#contact-form`: after the post the page is at /contact, and a link that
                differs only by its fragment would scroll instead of loading a fresh form */}
            <a href="/contact?again=1#contact-form" className={buttonVariants({ className: 'mt-6' })}>
              Send Another Message
            </a>
          </div>
        ) : (
          <Card>
            <CardHeader>
              <CardTitle as="h2" id="contact-form-heading">
                Send Us a Message
              </CardTitle>
              <CardDescription>We respond within 1-2 business days.</CardDescription>
            </CardHeader>
            <CardContent>
              <Island
                name="contact-form"
                component={ContactForm}
                props={{ challenge, lastResult: actionData?.status === 'error' ? actionData.result : undefined, vendor }}
              />
            </CardContent>
          </Card>
        )}
      </section>

      <section aria-labelledby="location-heading" className="mx-auto grid max-w-6xl gap-6 px-4 pb-16 sm:px-6 md:grid-cols-2 lg:px-8">
        <div>
          <h2 id="location-heading" className="text-2xl font-semibold">
            Our Location
          </h2>
          <address className="mt-4 not-italic text-muted-foreground">
            {COMPANY.name}
            <br />
            {COMPANY.locality}
          </address>
          <h3 className="mt-6 font-semibold">Company Information</h3>
          <p className="mt-2 text-sm text-muted-foreground">
            Harper Home connects Florida homeowners with vetted, licensed and insured contractors, with Harper — our AI assistant — doing the matching.
            Real-estate professionals refer clients as affiliates.
          </p>
          <p className="mt-2 text-sm">
            <a href={`mailto:${COMPANY.email}`} className="text-primary underline underline-offset-4">
              {COMPANY.email}
            </a>
            {' · '}
            <a href={COMPANY.phoneHref} className="text-primary underline underline-offset-4">
              {COMPANY.phoneDisplay}
            </a>
          </p>
        </div>
        <Island name="location-map" component={LocationMap} props={{ embedUrl: mapEmbedUrl, mapsUrl: COMPANY.mapsUrl, locality: COMPANY.locality }} />
      </section>
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
