import { data, Form, Link, useSearchParams } from 'react-router'
import type { Route } from './+types/requests.status.ts'
import { ErrorPanel, GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { Badge } from '~/components/ui/badge.tsx'
import { Button, buttonVariants } from '~/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card.tsx'
import { cancelRequestByHomeowner, loadRequestStatus, markVendorHired } from '~/service-requests/homeowner-status.server.ts'
import { HOMEOWNER_TEXTS } from '~/service-requests/homeowner-texts.ts'
import { REQUEST_STATUS_PATH } from '~/service-requests/request-status.ts'
import { RequestStatusActionSchema } from '~/service-requests/request-status-schema.server.ts'
import { checkRequestStatusToken } from '~/service-requests/status-link.server.ts'
import { parseSubmission, readFormData, refuseRequest } from '~/utils/form-action.server.ts'
import { privatePageHeaders } from '~/utils/headers.server.ts'
import { enforceRateLimit } from '~/utils/rate-limit.server.ts'
import { pageMeta } from '~/utils/seo.ts'
import { redirectWithToast } from '~/utils/toast.server.ts'

// The homeowner's private status page, opened from the link in every email about their request
// (app/service-requests/status-link.server.ts). The token is the only key: no sign-in. The page
// speaks the request's language (the one its homeowner wrote to Harper in); a link that opens
// nothing cannot know it, so that answer is in English and Spanish.

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const texts = HOMEOWNER_TEXTS[loaderData?.status.language ?? 'en'].statusPage
  return pageMeta({ title: texts.title, description: texts.description, path: REQUEST_STATUS_PATH, noindex: true })
}

// The token is in the URL: never cached, and no Referer carries it to another site. 'same-origin'
// rather than 'no-referrer', which makes browsers send `Origin: null` on the page's own form posts
// and React Router refuses those (as on /reset-password).
export const headers: Route.HeadersFunction = (args) => {
  const headers = privatePageHeaders(args)
  headers.set('Referrer-Policy', 'same-origin')
  return headers
}

const VIEW_RATE_LIMIT = { name: 'request-status-view', limit: 60, windowMs: 15 * 60 * 1000 }
const ACTION_RATE_LIMIT = { name: 'request-status-action', limit: 20, windowMs: 15 * 60 * 1000 }

/** The request the URL's token opens; any other token is a 404 that says nothing more. */
async function requestOfToken(request: Request) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const check = await checkRequestStatusToken(token)
  if (check.status !== 'valid') throw data({ error: HOMEOWNER_TEXTS.en.messages.linkInvalid }, { status: 404 })
  return { token, serviceRequestId: check.serviceRequestId, messages: HOMEOWNER_TEXTS[check.language].messages }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await enforceRateLimit(context.clientAddress, VIEW_RATE_LIMIT)
  const { serviceRequestId } = await requestOfToken(request)
  const status = await loadRequestStatus(serviceRequestId)
  if (!status) throw data({ error: HOMEOWNER_TEXTS.en.messages.linkInvalid }, { status: 404 })
  return { status }
}

export async function action({ request, context }: Route.ActionArgs) {
  await enforceRateLimit(context.clientAddress, ACTION_RATE_LIMIT)
  // a body of any other shape is a 400 before anything else is looked at
  const submission = parseSubmission(await readFormData(request), { schema: RequestStatusActionSchema })
  if (submission.status !== 'success') refuseRequest(400)
  const { token, serviceRequestId, messages: MESSAGES } = await requestOfToken(request)
  const back = `${REQUEST_STATUS_PATH}?token=${encodeURIComponent(token)}`
  if (submission.value.intent === 'hire') {
    const outcome = await markVendorHired(serviceRequestId, submission.value.matchId)
    if (outcome.status === 'not-found') throw data({ error: MESSAGES.cannotHire }, { status: 404 })
    if (outcome.status === 'not-allowed') return redirectWithToast(back, { type: 'error', description: MESSAGES.cannotHire })
    const description = outcome.status === 'hired' ? MESSAGES.hired(outcome.companyName) : MESSAGES.alreadyHired(outcome.companyName)
    return redirectWithToast(back, { type: 'success', description })
  }
  const outcome = await cancelRequestByHomeowner(serviceRequestId)
  if (outcome.status === 'not-allowed') return redirectWithToast(back, { type: 'error', description: MESSAGES.cannotCancel })
  return redirectWithToast(back, { type: 'success', description: outcome.status === 'cancelled' ? MESSAGES.cancelled : MESSAGES.alreadyCancelled })
}

export default function RequestStatusPage({ loaderData }: Route.ComponentProps) {
  const { status } = loaderData
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') ?? ''
  const confirmingCancel = status.open && searchParams.get('confirm') === 'cancel'
  const here = `${REQUEST_STATUS_PATH}?${new URLSearchParams({ token })}`
  const texts = HOMEOWNER_TEXTS[status.language].statusPage
  return (
    <div lang={status.language} className="mx-auto max-w-3xl space-y-6 px-4 py-12">
      <header className="space-y-2">
        <p className="text-sm text-muted-foreground">{texts.sentLine(status.reference, status.submittedOn)}</p>
        <h1 className="text-3xl font-bold">{texts.heading(status.serviceType)}</h1>
        <p className="text-lg" data-testid="request-state">
          {status.state}
        </p>
      </header>

      <Card>
        <CardHeader>
          <CardTitle as="h2">{texts.whatYouAskedFor}</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="space-y-1 text-sm">
            {status.summary.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">{texts.yourPros}</CardTitle>
        </CardHeader>
        <CardContent>
          {status.vendors.length === 0 ? (
            <p className="text-sm text-muted-foreground">{texts.noPros}</p>
          ) : (
            <ul className="divide-y">
              {status.vendors.map((vendor) => (
                <li key={vendor.matchId} className="space-y-2 py-4" aria-label={vendor.companyName}>
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold">{vendor.companyName}</span>
                    <Badge variant="outline">{vendor.state}</Badge>
                    {vendor.hired ? <Badge variant="success">{texts.hired}</Badge> : null}
                  </div>
                  {vendor.contact ? (
                    <p className="text-sm">
                      {texts.reach(vendor.contact.contactName)} <a href={`mailto:${vendor.contact.email}`}>{vendor.contact.email}</a>
                      {vendor.contact.phone ? ` ${texts.or} ${vendor.contact.phone}` : ''}
                      {vendor.contact.websiteUrl ? (
                        <>
                          {' · '}
                          <a href={vendor.contact.websiteUrl} rel="noopener noreferrer">
                            {texts.website}
                          </a>
                        </>
                      ) : null}
                    </p>
                  ) : null}
                  {vendor.canHire ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="hire" />
                      <input type="hidden" name="matchId" value={vendor.matchId} />
                      <Button type="submit" size="sm">
                        {texts.markHired(vendor.companyName)}
                      </Button>
                    </Form>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      {status.timeline.length ? (
        <Card>
          <CardHeader>
            <CardTitle as="h2">{texts.timeline}</CardTitle>
          </CardHeader>
          <CardContent>
            <ol className="space-y-1 text-sm">
              {status.timeline.map((entry, index) => (
                <li key={index}>
                  <span className="text-muted-foreground">{entry.on}</span> · {entry.step}
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>
      ) : null}

      {confirmingCancel ? (
        <Card>
          <CardHeader>
            <CardTitle as="h2">{texts.confirmCancelTitle}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <p className="text-sm">{texts.confirmCancelBody}</p>
            <div className="flex flex-wrap gap-3">
              <Form method="post" action={here}>
                <input type="hidden" name="intent" value="cancel" />
                <Button type="submit" variant="destructive">
                  {texts.confirmCancel}
                </Button>
              </Form>
              <Link to={here} className={buttonVariants({ variant: 'outline' })}>
                {texts.keepRequest}
              </Link>
            </div>
          </CardContent>
        </Card>
      ) : status.open ? (
        <Link to={`${here}&confirm=cancel`} className={buttonVariants({ variant: 'outline' })}>
          {texts.cancelRequest}
        </Link>
      ) : null}
    </div>
  )
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => (
          <ErrorPanel title={HOMEOWNER_TEXTS.en.statusPage.notFoundTitle} message={HOMEOWNER_TEXTS.en.messages.linkInvalid}>
            <div lang="es" className="space-y-1">
              <h2 className="text-xl font-semibold">{HOMEOWNER_TEXTS.es.statusPage.notFoundTitle}</h2>
              <p className="text-muted-foreground">{HOMEOWNER_TEXTS.es.messages.linkInvalid}</p>
            </div>
            <Link to="/" className={buttonVariants({ variant: 'default' })}>
              Return to Home
            </Link>
          </ErrorPanel>
        ),
      }}
    />
  )
}
