import type * as React from 'react'
import { cn } from '~/utils/misc.ts'

/**
 * The admin and dashboard tables' one markup: a bordered, scrollable table with a header row of
 * column headings and, when there are no rows, one row saying so (`empty`, if given). Rows are plain
 * `<tr>`s of `<Td>` cells.
 */
export function DataTable({
  headings,
  empty,
  caption,
  children,
}: {
  headings: readonly React.ReactNode[]
  empty?: string
  /** read by screen readers only */
  caption?: string
  children: React.ReactNode[]
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-surface">
      <table className="w-full text-left text-sm">
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="bg-muted/60 text-xs uppercase text-muted-foreground">
          <tr>
            {headings.map((heading, index) => (
              <th key={index} scope="col" className="px-3 py-2 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {children.length || empty === undefined ? (
            children
          ) : (
            <tr>
              <td colSpan={headings.length} className="px-3 py-6 text-center text-muted-foreground">
                {empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  )
}

export function Td({ className, children, ...props }: React.ComponentProps<'td'>) {
  return (
    <td className={cn('px-3 py-2 align-top', className)} {...props}>
      {children}
    </td>
  )
}
