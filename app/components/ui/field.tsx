import * as React from 'react'
import { Label } from '~/components/ui/label.tsx'
import { cn } from '~/utils/misc.ts'

/** Props the Field hands to its control so it is labelled and described. */
export type FieldControlProps = {
  id: string
  'aria-describedby'?: string
  'aria-invalid'?: true
}

type ControlElementProps = {
  id?: string
  'aria-describedby'?: string
  'aria-invalid'?: React.AriaAttributes['aria-invalid']
}

export type FieldProps = {
  label: React.ReactNode
  /**
   * The control: either an element (`<Input name="email" />`), which is
   * cloned with `id`, `aria-describedby` and `aria-invalid`, or a render
   * function receiving those props.
   */
  children: React.ReactElement<ControlElementProps> | ((control: FieldControlProps) => React.ReactNode)
  /** Validation messages (from the server action or client validation). */
  errors?: ReadonlyArray<string | null | undefined> | null
  /** Hint text shown under the label. */
  description?: React.ReactNode
  /** Control id; defaults to the child's `id` or a generated one. */
  id?: string
  /** Ids for the error list / description (e.g. conform's `field.errorId`). */
  errorId?: string
  descriptionId?: string
  /** `inline` puts the control before the label (checkboxes). */
  layout?: 'stacked' | 'inline'
  className?: string
  labelClassName?: string
}

/**
 * Label + control + description + errors, wired together with `htmlFor`,
 * `aria-describedby` and `aria-invalid`. Pure markup, so errors rendered
 * by the server (no JavaScript) are associated with the control too.
 */
export function Field({ label, children, errors, description, id, errorId, descriptionId, layout = 'stacked', className, labelClassName }: FieldProps) {
  const fallbackId = React.useId()
  const childId = React.isValidElement(children) ? children.props.id : undefined
  const controlId = id ?? childId ?? fallbackId
  const resolvedErrorId = errorId ?? `${controlId}-error`
  const resolvedDescriptionId = descriptionId ?? `${controlId}-description`

  const errorMessages = (errors ?? []).filter((e): e is string => Boolean(e))
  const hasErrors = errorMessages.length > 0

  const describedBy = [description ? resolvedDescriptionId : null, hasErrors ? resolvedErrorId : null].filter(Boolean).join(' ') || undefined

  const controlProps: FieldControlProps = {
    id: controlId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(hasErrors ? { 'aria-invalid': true as const } : {}),
  }

  let control: React.ReactNode
  if (typeof children === 'function') {
    control = children(controlProps)
  } else {
    const own = children.props['aria-describedby']
    const merged = mergeIds(own, controlProps['aria-describedby'])
    control = React.cloneElement(children, {
      ...controlProps,
      ...(merged ? { 'aria-describedby': merged } : {}),
    })
  }

  const labelEl = (
    // Inline (checkbox) labels get vertical padding: a 44px tap target.
    <Label htmlFor={controlId} className={cn(layout === 'inline' && 'py-3', labelClassName)}>
      {label}
    </Label>
  )
  const descriptionEl = description ? (
    <p id={resolvedDescriptionId} className="text-sm text-muted-foreground">
      {description}
    </p>
  ) : null
  const errorsEl = hasErrors ? (
    <ul id={resolvedErrorId} className="flex flex-col gap-0.5 text-sm font-medium text-destructive">
      {errorMessages.map((message, index) => (
        <li key={`${index}-${message}`}>{message}</li>
      ))}
    </ul>
  ) : null

  if (layout === 'inline') {
    return (
      <div className={cn('flex flex-col gap-1', className)}>
        <div className="flex min-h-11 items-center gap-3">
          {control}
          {labelEl}
        </div>
        {descriptionEl || errorsEl ? (
          <div className="flex flex-col gap-1 pl-8">
            {descriptionEl}
            {errorsEl}
          </div>
        ) : null}
      </div>
    )
  }

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      {labelEl}
      {descriptionEl}
      {control}
      {errorsEl}
    </div>
  )
}

function mergeIds(...lists: Array<string | undefined>): string | undefined {
  const ids = new Set(lists.flatMap((list) => (list ? list.split(/\s+/).filter(Boolean) : [])))
  return ids.size ? [...ids].join(' ') : undefined
}
