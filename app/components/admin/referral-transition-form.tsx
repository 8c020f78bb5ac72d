import type { SubmissionResult } from '@conform-to/react'
import { useActionData, useFetcher } from 'react-router'
import { Button } from '~/components/ui/button.tsx'
import { REFERRAL_TRANSITION_LABELS, type ReferralTransition } from '~/service-requests/process.ts'
import { RowErrors } from './review-forms.tsx'

/** What the admin dashboard's action answers a refused referral change with, for the row it belongs to. */
export type ReferralActionData = { result: SubmissionResult<string[]>; referralId: string | null }

/**
 * A referral's row form: the transitions the process allows an admin from its status, a note for
 * the timeline (the affiliate sees it), and the final job value when completing. A plain form
 * post without JavaScript; with it, a fetcher keeps the page in place.
 */
export function ReferralTransitionForm({ referralId, name, transitions }: { referralId: string; name: string; transitions: ReferralTransition[] }) {
  const fetcher = useFetcher<ReferralActionData>({ key: `referral-${referralId}` })
  const actionData = useActionData<ReferralActionData>()
  const lastResult = fetcher.data ?? (actionData && 'referralId' in actionData && actionData.referralId === referralId ? actionData : undefined)
  const busy = fetcher.state !== 'idle'
  return (
    <fetcher.Form method="post" className="flex min-w-56 flex-col gap-1 text-xs" aria-label={`Change referral of ${name}`}>
      <input type="hidden" name="intent" value="referral-transition" />
      <input type="hidden" name="referralId" value={referralId} />
      <label className="flex flex-col gap-0.5">
        Change
        <select name="transition" className="rounded border border-input bg-background px-2 py-1" aria-label={`Change for ${name}`}>
          {transitions.map((transition) => (
            <option key={transition} value={transition}>
              {REFERRAL_TRANSITION_LABELS[transition]}
            </option>
          ))}
        </select>
      </label>
      {transitions.includes('complete') ? (
        <label className="flex flex-col gap-0.5">
          Final job value ($, to complete)
          <input name="jobValue" inputMode="decimal" className="rounded border border-input px-2 py-1" aria-label={`Final job value for ${name}`} />
        </label>
      ) : null}
      <label className="flex flex-col gap-0.5">
        Note (the affiliate sees it)
        <input name="note" maxLength={500} className="rounded border border-input px-2 py-1" aria-label={`Note for ${name}`} />
      </label>
      <Button type="submit" size="sm" variant="outline" disabled={busy} aria-label={`Apply change to ${name}`}>
        {busy ? 'Applying...' : 'Apply'}
      </Button>
      <RowErrors result={lastResult?.result} />
    </fetcher.Form>
  )
}
