import { Link } from 'react-router'
import { Badge, type BadgeVariant } from '~/components/ui/badge.tsx'
import { DataTable, Td } from '~/components/ui/data-table.tsx'
import { Pager } from '~/components/ui/pager.tsx'
import { formatDollars, formatShortDate, formatStatus } from '~/marketplace/format.ts'
import { REFERRAL_FILTERS, type ReferralFilter } from '~/referrals/referral-filters.ts'
import { cn } from '~/utils/misc.ts'

// spec §4: completed emphasised, in_progress secondary, others outlined
const REFERRAL_BADGE: Record<string, BadgeVariant> = { completed: 'default', in_progress: 'secondary' }

const FILTER_LABELS = { all: 'All', pending: 'Pending', completed: 'Completed' } as const

const ACTOR_LABELS: Record<string, string> = { admin: 'Harper Home', vendor: 'the vendor', homeowner: 'the homeowner', system: 'Harper Home' }

type DateValue = Date | string

type ReferralRow = { id: string; consumerName: string; serviceType: string; status: string; earningsCents: number; createdAt: DateValue }

/** One referral opened from the table (`?referral=`), with its timeline. */
export type ReferralDetails = ReferralRow & {
  consumerEmail: string | null
  consumerPhone: string | null
  events: { id: string; toStatus: string; actorType: string; note: string | null; earningsDeltaCents: number | null; createdAt: DateValue }[]
}

/** The affiliate dashboard's 'Recent Referrals': the status filter, the opened referral, the table and its page, all in the URL. */
export function AffiliateReferrals({
  filter,
  referrals,
  pages,
  referral,
}: {
  filter: ReferralFilter
  referrals: ReferralRow[]
  pages: { page: number; hasOlder: boolean }
  referral: ReferralDetails | null
}) {
  return (
    <section id="referrals" aria-labelledby="referrals-heading" className="scroll-mt-24">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="referrals-heading" className="text-xl font-semibold">
          Recent Referrals
        </h2>
        <nav aria-label="Filter referrals" className="flex gap-1">
          {REFERRAL_FILTERS.map((value) => (
            <Link
              key={value}
              to={value === 'all' ? '/affiliate-dashboard#referrals' : `/affiliate-dashboard?status=${value}#referrals`}
              preventScrollReset
              aria-current={filter === value ? 'page' : undefined}
              className={cn(
                'rounded-md border px-3 py-1.5 text-sm font-medium',
                filter === value ? 'border-primary bg-primary text-primary-foreground' : 'border-border hover:bg-muted',
              )}
            >
              {FILTER_LABELS[value]}
            </Link>
          ))}
        </nav>
      </div>
      {referral ? <ReferralTimeline referral={referral} /> : null}
      <DataTable headings={['Consumer', 'Service Type', 'Status', 'Earnings', 'Date']} empty="No referrals found. Start referring consumers to earn rewards!">
        {referrals.map((row) => (
          <tr key={row.id}>
            <Td>
              <Link to={`/affiliate-dashboard?referral=${row.id}#referrals`} className="underline-offset-4 hover:underline">
                {row.consumerName}
              </Link>
            </Td>
            <Td>{row.serviceType}</Td>
            <Td>
              <Badge variant={REFERRAL_BADGE[row.status] ?? 'outline'}>{formatStatus(row.status)}</Badge>
            </Td>
            <Td>{formatDollars(row.earningsCents)}</Td>
            <Td>{formatShortDate(row.createdAt)}</Td>
          </tr>
        ))}
      </DataTable>
      <Pager name="page" page={pages.page} hasOlder={pages.hasOlder} hash="referrals" label="Referrals: pages" />
    </section>
  )
}

function ReferralTimeline({ referral }: { referral: ReferralDetails }) {
  return (
    <div role="region" aria-label="Referral details" className="mb-4 rounded-xl border border-border bg-surface p-4 text-sm">
      <p className="font-semibold">{referral.consumerName}</p>
      <p>
        {referral.serviceType} · {formatStatus(referral.status)} · {formatDollars(referral.earningsCents)}
      </p>
      <p className="text-muted-foreground">
        {[referral.consumerEmail, referral.consumerPhone].filter(Boolean).join(' · ')} · referred {formatShortDate(referral.createdAt)}
      </p>
      <h3 className="mt-3 font-semibold">Timeline</h3>
      <ol aria-label="Referral timeline" className="mt-1 space-y-1">
        <li>
          {formatShortDate(referral.createdAt)} · <span className="font-medium">pending</span> · referral created
        </li>
        {referral.events.map((event) => (
          <li key={event.id}>
            {formatShortDate(event.createdAt)} · <span className="font-medium">{formatStatus(event.toStatus)}</span> · by{' '}
            {ACTOR_LABELS[event.actorType] ?? event.actorType}
            {event.earningsDeltaCents ? ` · ${event.earningsDeltaCents > 0 ? '+' : '−'}${formatDollars(Math.abs(event.earningsDeltaCents))}` : ''}
            {event.note ? <span className="text-muted-foreground"> — {event.note}</span> : null}
          </li>
        ))}
      </ol>
    </div>
  )
}
