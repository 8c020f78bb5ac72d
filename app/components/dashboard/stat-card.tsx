/** One figure of a dashboard's summary (inside a `<dl>`): its name, its value and a line under it. */
export function StatCard({ id, title, value, subtitle }: { id?: string; title: string; value: string; subtitle: string }) {
  return (
    <div id={id} className="flex scroll-mt-24 flex-col rounded-xl border border-border bg-surface p-5 shadow-sm">
      <dt className="text-sm font-medium text-muted-foreground">{title}</dt>
      <dd className="mt-1 text-3xl font-bold">{value}</dd>
      <dd className="text-xs text-muted-foreground">{subtitle}</dd>
    </div>
  )
}
