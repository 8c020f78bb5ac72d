/** A form's own errors (not a field's), e.g. refused credentials or a rate limit, announced. */
export function FormErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null
  return (
    <div id={id} role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
      {errors.join(' ')}
    </div>
  )
}
