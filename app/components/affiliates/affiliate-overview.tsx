import { StatCard } from '~/components/dashboard/stat-card.tsx'
import { formatDollars } from '~/marketplace/format.ts'
import { bonusProgressPercent, type ScoreBreakdown } from '~/referrals/performance.ts'

/** The affiliate dashboard's four figures (spec §2) and how the performance score is worked out. */
export function AffiliateOverview({
  stats,
  score,
}: {
  stats: { totalReferrals: number; activeMatches: number; earningsCents: number }
  score: ScoreBreakdown
}) {
  const progress = bonusProgressPercent(score.score)
  return (
    <section aria-labelledby="overview-heading">
      <h2 id="overview-heading" className="mb-3 text-xl font-semibold">
        Dashboard Overview
      </h2>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard title="Total Referrals" value={String(stats.totalReferrals)} subtitle="consumers referred" />
        <StatCard title="Active Matches" value={String(stats.activeMatches)} subtitle="vendor matches in progress" />
        <StatCard id="earnings" title="Earnings" value={formatDollars(stats.earningsCents)} subtitle="total earned from referrals" />
        <div className="flex flex-col rounded-xl border border-border bg-surface p-5 shadow-sm">
          <dt className="text-sm font-medium text-muted-foreground">Performance Score</dt>
          <dd className="mt-1 text-3xl font-bold">{score.score}</dd>
          <dd className="text-xs text-muted-foreground">Min 200, Bonuses &gt;450</dd>
          <dd className="mt-3">
            <div
              role="progressbar"
              aria-label="Progress to bonus threshold"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="h-2 overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full rounded-full bg-primary" style={{ width: `${progress}%` }} />
            </div>
            <p className="mt-1 text-xs text-muted-foreground">{progress}% to bonus threshold</p>
          </dd>
        </div>
      </dl>
      <details className="mt-3 rounded-xl border border-border bg-surface p-4 text-sm">
        <summary className="cursor-pointer font-medium">How your score is worked out</summary>
        <table className="mt-3 w-full text-left" aria-label="Performance score breakdown">
          <tbody className="divide-y divide-border">
            {score.parts.map((part) => (
              <tr key={part.key}>
                <th scope="row" className="py-1.5 pr-3 font-medium">
                  {part.label}
                </th>
                <td className="py-1.5 pr-3 text-muted-foreground">{part.explanation}</td>
                <td className="py-1.5 text-right font-semibold tabular-nums">{part.points}</td>
              </tr>
            ))}
            <tr>
              <th scope="row" className="py-1.5 pr-3 font-semibold">
                Score
              </th>
              <td className="py-1.5 pr-3 text-muted-foreground">Min 200, bonuses above 450</td>
              <td className="py-1.5 text-right font-bold tabular-nums">{score.score}</td>
            </tr>
          </tbody>
        </table>
      </details>
    </section>
  )
}
