import type * as React from 'react'

/** Layout for /privacy and /terms: the h1, the effective date, a table of contents, sections. */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string
  updated: string
  intro: React.ReactNode
  sections: readonly { id: string; title: string; body: React.ReactNode }[]
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 pb-16 pt-12 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">Last updated {updated}</p>
      <div className="mt-6 space-y-4 text-lg text-muted-foreground">{intro}</div>
      <nav aria-label="On this page" className="mt-8 rounded-xl border border-border bg-surface p-5">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">On this page</h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-primary underline-offset-4 hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-10">
          <h2 id={`${section.id}-heading`} className="text-xl font-semibold">
            {index + 1}. {section.title}
          </h2>
          <div className="mt-3 space-y-3 leading-relaxed [&_li]:mt-1 [&_ul]:list-disc [&_ul]:pl-5">{section.body}</div>
        </section>
      ))}
    </article>
  )
}
