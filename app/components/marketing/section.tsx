import type * as React from 'react'
import { cn } from '~/utils/misc.ts'

/** A page section with an h2 (and optional lead), labelled by its heading. */
export function Section({
  id,
  title,
  lead,
  className,
  children,
}: {
  id: string
  title: string
  lead?: React.ReactNode
  className?: string
  children: React.ReactNode
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={cn('mx-auto max-w-6xl px-4 sm:px-6 lg:px-8', className ?? 'py-12')}>
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      {lead ? <p className="mt-3 max-w-3xl text-muted-foreground">{lead}</p> : null}
      <div className="mt-8">{children}</div>
    </section>
  )
}

/** Static marketing figures (spec §1), as a definition list. */
export function StatGrid({
  stats,
  columns = 'sm:grid-cols-4',
  className,
}: {
  stats: readonly { value: string; label: string }[]
  /** the column count from the `sm` breakpoint up */
  columns?: 'sm:grid-cols-3' | 'sm:grid-cols-4'
  className?: string
}) {
  return (
    <dl className={cn('grid grid-cols-2 gap-4', columns, className)}>
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col rounded-lg border border-border bg-surface p-4 text-center">
          <dt className="text-sm text-muted-foreground">{stat.label}</dt>
          <dd className="order-first text-2xl font-bold text-primary">{stat.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** A page hero with the page's only h1. */
export function Hero({ eyebrow, title, lead, children }: { eyebrow?: string; title: string; lead: React.ReactNode; children?: React.ReactNode }) {
  return (
    <section className="border-b border-border bg-gradient-to-b from-brand-50 to-background">
      <div className="mx-auto max-w-6xl px-4 pb-12 pt-14 sm:px-6 lg:px-8">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p> : null}
        <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-foreground sm:text-5xl">{title}</h1>
        <div className="mt-4 max-w-2xl text-lg text-muted-foreground">{lead}</div>
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </section>
  )
}

/** A grid of bordered cards, each a heading and a sentence (benefits, services …); the caller sets the gap and columns. */
export function FeatureCards({ items, className }: { items: readonly { title: string; description: string }[]; className: string }) {
  return (
    <ul className={cn('grid', className)}>
      {items.map((item) => (
        <li key={item.title} className="rounded-xl border border-border bg-surface p-5">
          <h3 className="font-semibold">{item.title}</h3>
          <p className="mt-2 text-sm text-muted-foreground">{item.description}</p>
        </li>
      ))}
    </ul>
  )
}
