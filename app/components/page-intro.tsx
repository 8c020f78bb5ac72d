/** A page's heading and lead paragraph. */
export function PageIntro({ title, children, eyebrow }: { title: string; children: React.ReactNode; eyebrow?: string }) {
  return (
    <section className="mx-auto max-w-4xl px-4 pb-10 pt-14 sm:px-6 lg:px-8">
      {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p> : null}
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{title}</h1>
      <div className="mt-4 max-w-3xl text-lg text-muted-foreground">{children}</div>
    </section>
  )
}
