import type { SubmissionResult } from '@conform-to/react'
import { useActionData, useFetcher } from 'react-router'
import { Button } from '~/components/ui/button.tsx'
import { SERVICE_TYPES } from '~/marketplace/value-sets.ts'

/** What the admin dashboard's action answers a refused review with: the errors, for the row they belong to. */
export type ReviewActionData = { result: SubmissionResult<string[]>; applicationId: string | null }

/**
 * A row's review forms post through one fetcher keyed by the application, so both buttons are
 * disabled while that row is processing; without JavaScript they are ordinary form posts.
 */
function useRowReview(applicationId: string) {
  const fetcher = useFetcher<ReviewActionData>({ key: `review-${applicationId}` })
  const actionData = useActionData<ReviewActionData>()
  const lastResult = fetcher.data ?? (actionData?.applicationId === applicationId ? actionData : undefined)
  return { fetcher, busy: fetcher.state !== 'idle', lastResult: lastResult?.result }
}

function RejectForm({
  fetcher,
  applicationId,
  intent,
  name,
  busy,
}: {
  fetcher: ReturnType<typeof useRowReview>['fetcher']
  applicationId: string
  intent: 'reject-affiliate' | 'reject-vendor'
  name: string
  busy: boolean
}) {
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="applicationId" value={applicationId} />
      <Button type="submit" size="sm" variant="outline" name="intent" value={intent} disabled={busy} aria-label={`Reject ${name}`}>
        Reject
      </Button>
    </fetcher.Form>
  )
}

export function RowErrors({ result }: { result: SubmissionResult<string[]> | undefined }) {
  const messages = Object.values(result?.error ?? {}).flatMap((errors) => errors ?? [])
  if (!messages.length) return null
  return (
    <p role="alert" className="mt-1 text-xs text-destructive">
      {messages.join(' ')}
    </p>
  )
}

export function AffiliateReviewForms({ applicationId, name }: { applicationId: string; name: string }) {
  const { fetcher, busy, lastResult } = useRowReview(applicationId)
  return (
    <div>
      <div className="flex gap-2">
        <fetcher.Form method="post">
          <input type="hidden" name="applicationId" value={applicationId} />
          <Button type="submit" size="sm" name="intent" value="approve-affiliate" disabled={busy} aria-label={`Approve ${name}`}>
            Approve
          </Button>
        </fetcher.Form>
        <RejectForm fetcher={fetcher} applicationId={applicationId} intent="reject-affiliate" name={name} busy={busy} />
      </div>
      <RowErrors result={lastResult} />
    </div>
  )
}

export function VendorReviewForms({
  applicationId,
  name,
  suggestedServiceTypes,
  suggestedZip,
}: {
  applicationId: string
  name: string
  suggestedServiceTypes: string[]
  suggestedZip: string
}) {
  const { fetcher, busy, lastResult } = useRowReview(applicationId)
  // the server checks the types and the ZIP; its refusal shows under the row (RowErrors)
  return (
    <div className="min-w-56 space-y-2">
      <fetcher.Form method="post" id={`approve-vendor-${applicationId}`} noValidate className="space-y-2">
        <input type="hidden" name="applicationId" value={applicationId} />
        <details className="rounded-md border border-border p-2 text-xs">
          <summary className="cursor-pointer font-medium">Service types and ZIP</summary>
          <fieldset className="mt-2 grid grid-cols-1 gap-1">
            <legend className="sr-only">Service types for {name}</legend>
            {SERVICE_TYPES.map((type) => (
              <label key={type} className="flex items-center gap-2">
                <input type="checkbox" name="serviceTypes" value={type} defaultChecked={suggestedServiceTypes.includes(type)} />
                {type}
              </label>
            ))}
          </fieldset>
          <label className="mt-2 flex flex-col gap-1">
            ZIP code
            <input
              name="zip"
              defaultValue={suggestedZip}
              inputMode="numeric"
              pattern="\d{5}"
              className="rounded border border-input px-2 py-1"
              aria-label={`ZIP code for ${name}`}
            />
          </label>
        </details>
        <Button type="submit" size="sm" name="intent" value="approve-vendor" disabled={busy} aria-label={`Approve ${name}`}>
          Approve
        </Button>
      </fetcher.Form>
      <RejectForm fetcher={fetcher} applicationId={applicationId} intent="reject-vendor" name={name} busy={busy} />
      <RowErrors result={lastResult} />
    </div>
  )
}
