import type { SubmissionResult } from '@conform-to/react'
import { Form } from 'react-router'
import { Badge, type BadgeVariant } from '~/components/ui/badge.tsx'
import { Button } from '~/components/ui/button.tsx'
import { DECLINE_REASONS } from '~/leads/lead-action-schema.ts'
import type { LeadStatus, LeadTransition } from '~/service-requests/process.ts'
import { formatDollars, formatShortDate, formatStatus } from '~/marketplace/format.ts'
import { BUDGET_RANGES, URGENCIES } from '~/marketplace/value-sets.ts'

export type LeadCardLead = {
  id: string
  status: LeadStatus
  actions: LeadTransition[]
  reasons: string[]
  offerExpiresAt: Date | string | null
  declineReason: string | null
  scheduledFor: Date | string | null
  jobValueCents: number | null
  brief: {
    serviceType: string
    zip: string
    urgency: string
    budgetRange: string
    tradeAnswers: [string, string][]
    description: string
    requestedAt: Date | string
  }
  contact: { name: string; email: string; phone: string | null } | null
}

const STATUS_BADGE: Partial<Record<LeadStatus, BadgeVariant>> = {
  offered: 'warning',
  accepted: 'success',
  scheduled: 'secondary',
  in_progress: 'secondary',
  completed: 'default',
  declined: 'outline',
  expired: 'outline',
  cancelled: 'destructive',
}
const STATUS_LABEL: Partial<Record<LeadStatus, string>> = { offered: 'new' }

const label = (list: readonly { value: string; label: string }[], value: string) => list.find((item) => item.value === value)?.label ?? value

/** One lead in the vendor's inbox: the brief, then the forms its status allows (plain posts, no JavaScript needed). */
export function LeadCard({ lead, lastResult, today }: { lead: LeadCardLead; lastResult?: SubmissionResult<string[]>; today: string }) {
  const errors = Object.values(lastResult?.error ?? {}).flatMap((messages) => messages ?? [])
  const { brief } = lead
  return (
    <article aria-label={`${brief.serviceType} lead in ${brief.zip}`} className="rounded-xl border border-border bg-surface p-5 shadow-sm">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold">
          {brief.serviceType} · {brief.zip}
        </h3>
        <Badge variant={STATUS_BADGE[lead.status] ?? 'outline'}>{STATUS_LABEL[lead.status] ?? formatStatus(lead.status)}</Badge>
      </header>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline font-medium">Timing: </dt>
          <dd className="inline">{label(URGENCIES, brief.urgency)}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Budget: </dt>
          <dd className="inline">{label(BUDGET_RANGES, brief.budgetRange) === 'not-stated' ? 'Not stated' : label(BUDGET_RANGES, brief.budgetRange)}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Requested: </dt>
          <dd className="inline">{formatShortDate(brief.requestedAt)}</dd>
        </div>
        {lead.status === 'offered' && lead.offerExpiresAt ? (
          <div>
            <dt className="inline font-medium">Answer by: </dt>
            <dd className="inline">{new Date(lead.offerExpiresAt).toUTCString()}</dd>
          </div>
        ) : null}
        {lead.scheduledFor ? (
          <div>
            <dt className="inline font-medium">Scheduled for: </dt>
            <dd className="inline">{formatShortDate(lead.scheduledFor)}</dd>
          </div>
        ) : null}
        {lead.jobValueCents ? (
          <div>
            <dt className="inline font-medium">Job value: </dt>
            <dd className="inline">{formatDollars(lead.jobValueCents)}</dd>
          </div>
        ) : null}
        {lead.declineReason ? (
          <div>
            <dt className="inline font-medium">You declined: </dt>
            <dd className="inline">{lead.declineReason}</dd>
          </div>
        ) : null}
      </dl>
      {brief.tradeAnswers.length ? (
        <dl className="mt-3 space-y-1 text-sm" aria-label="The job, in Harper's questions">
          {brief.tradeAnswers.map(([question, answer]) => (
            <div key={question}>
              <dt className="inline font-medium">{question} </dt>
              <dd className="inline">{answer}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <blockquote className="mt-3 whitespace-pre-line border-l-2 border-border pl-3 text-sm italic">“{brief.description}”</blockquote>
      {lead.reasons.length ? <p className="mt-2 text-xs text-muted-foreground">Why Harper matched you: {lead.reasons.join(' · ')}</p> : null}
      {lead.contact ? (
        <p className="mt-3 rounded-md bg-muted px-3 py-2 text-sm" aria-label="Homeowner contact">
          {lead.contact.name}
          {lead.contact.email ? (
            <>
              {' · '}
              <a href={`mailto:${lead.contact.email}`}>{lead.contact.email}</a>
            </>
          ) : null}
          {lead.contact.phone ? ` · ${lead.contact.phone}` : ''}
        </p>
      ) : lead.status === 'offered' ? (
        <p className="mt-3 text-xs text-muted-foreground">The homeowner’s contact details are shown once you accept.</p>
      ) : null}

      {lead.actions.length ? (
        <div className="mt-4 flex flex-wrap items-end gap-3">
          {lead.actions.includes('accept') ? (
            <LeadForm lead={lead} intent="accept">
              <Button type="submit" size="sm">
                Accept
              </Button>
            </LeadForm>
          ) : null}
          {lead.actions.includes('decline') ? (
            <LeadForm lead={lead} intent="decline" className="flex flex-wrap items-end gap-2">
              <label className="flex flex-col text-xs">
                Reason
                <select name="reason" required className="rounded border border-input bg-background px-2 py-1 text-sm">
                  {DECLINE_REASONS.map((reason) => (
                    <option key={reason}>{reason}</option>
                  ))}
                </select>
              </label>
              <label className="flex flex-col text-xs">
                Details (optional)
                <input name="detail" maxLength={300} className="rounded border border-input px-2 py-1 text-sm" />
              </label>
              <Button type="submit" size="sm" variant="outline">
                Decline
              </Button>
            </LeadForm>
          ) : null}
          {lead.actions.includes('schedule') ? (
            <LeadForm lead={lead} intent="schedule" className="flex items-end gap-2">
              <label className="flex flex-col text-xs">
                Job date
                <input type="date" name="scheduledFor" required min={today} className="rounded border border-input px-2 py-1 text-sm" />
              </label>
              <Button type="submit" size="sm" variant="outline">
                {lead.status === 'scheduled' ? 'Reschedule' : 'Schedule'}
              </Button>
            </LeadForm>
          ) : null}
          {lead.actions.includes('start') ? (
            <LeadForm lead={lead} intent="start">
              <Button type="submit" size="sm" variant="outline">
                Mark started
              </Button>
            </LeadForm>
          ) : null}
          {lead.actions.includes('complete') ? (
            <LeadForm lead={lead} intent="complete" className="flex items-end gap-2">
              <label className="flex flex-col text-xs">
                Final job value ($)
                <input name="jobValue" required inputMode="decimal" maxLength={16} className="rounded border border-input px-2 py-1 text-sm" />
              </label>
              <Button type="submit" size="sm">
                Mark completed
              </Button>
            </LeadForm>
          ) : null}
        </div>
      ) : null}
      {errors.length ? (
        <p role="alert" className="mt-2 text-sm text-destructive">
          {errors.join(' ')}
        </p>
      ) : null}
    </article>
  )
}

function LeadForm({ lead, intent, className, children }: { lead: LeadCardLead; intent: string; className?: string; children: React.ReactNode }) {
  return (
    <Form method="post" preventScrollReset className={className} aria-label={`${intent} ${lead.brief.serviceType} lead`}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="matchId" value={lead.id} />
      {children}
    </Form>
  )
}
