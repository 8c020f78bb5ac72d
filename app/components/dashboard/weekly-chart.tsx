// A grouped bar chart drawn as plain SVG on the server: no chart library, no JavaScript, and
// the numbers are also in a table for screen readers and for anyone who prefers reading. Each
// series is one <path> (a rectangle per week in its `d`) and the week labels one <text>, not
// elements per bar: the chart costs the render a handful of elements however many weeks it shows
// (docs/decisions/0047).
export type WeeklyChartPoint = { weekStart: string; applications: number; referrals: number }

const WIDTH = 640
const HEIGHT = 200
const PAD = { top: 12, right: 8, bottom: 28, left: 28 }
const SERIES = [
  { key: 'applications', label: 'Applications', className: 'fill-primary' },
  { key: 'referrals', label: 'Referrals', className: 'fill-success' },
] as const

// made once: a DateTimeFormat costs far more to build than to use
const weekFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })

function weekLabel(iso: string) {
  return weekFormat.format(new Date(iso))
}

/** Rounded to a tenth of a unit: the path stays short. */
const r = (n: number) => Math.round(n * 10) / 10

export function WeeklyChart({ points, title }: { points: WeeklyChartPoint[]; title: string }) {
  const max = Math.max(1, ...points.flatMap((point) => [point.applications, point.referrals]))
  const plotWidth = WIDTH - PAD.left - PAD.right
  const plotHeight = HEIGHT - PAD.top - PAD.bottom
  const slot = plotWidth / Math.max(points.length, 1)
  const bar = Math.max(2, (slot - 6) / SERIES.length)
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight
  return (
    <figure className="rounded-xl border border-border bg-surface p-4">
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-sm font-semibold">
        {title}
        <span className="flex gap-4 text-xs font-normal text-muted-foreground">
          {SERIES.map((series) => (
            <span key={series.key} className="flex items-center gap-1">
              <svg width="10" height="10" aria-hidden="true">
                <rect width="10" height="10" className={series.className} />
              </svg>
              {series.label}
            </span>
          ))}
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mt-2 h-auto w-full" role="img" aria-label={`${title}, last ${points.length} weeks`}>
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} className="stroke-border" />
        <text x={PAD.left - 4} y={y(max) + 4} textAnchor="end" className="fill-muted-foreground text-[10px]">
          {max}
        </text>
        <text x={PAD.left - 4} y={y(0)} textAnchor="end" className="fill-muted-foreground text-[10px]">
          0
        </text>
        {SERIES.map((series, s) => (
          <path
            key={series.key}
            className={series.className}
            d={points
              .map((point, index) => {
                const top = y(point[series.key])
                return `M${r(PAD.left + index * slot + 3 + s * bar)} ${r(top)}h${r(bar - 1)}v${r(y(0) - top)}h${r(1 - bar)}z`
              })
              .join('')}
          />
        ))}
        <text y={HEIGHT - 10} textAnchor="middle" className="fill-muted-foreground text-[10px]">
          {points.map((point, index) =>
            index % 2 === 0 ? (
              <tspan key={point.weekStart} x={r(PAD.left + index * slot + slot / 2)}>
                {weekLabel(point.weekStart)}
              </tspan>
            ) : null,
          )}
        </text>
      </svg>
      <details className="mt-2 text-xs text-muted-foreground">
        <summary className="cursor-pointer">Show the numbers</summary>
        <table className="mt-2 w-full text-left">
          <thead>
            <tr>
              <th scope="col">Week of</th>
              <th scope="col">Applications</th>
              <th scope="col">Referrals</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.weekStart}>
                <td>{weekLabel(point.weekStart)}</td>
                <td>{point.applications}</td>
                <td>{point.referrals}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
