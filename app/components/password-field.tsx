import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { useState } from 'react'
import { Field } from '~/components/ui/field.tsx'
import { Input } from '~/components/ui/input.tsx'
import { useHydrated } from '~/utils/use-hydrated.ts'

/**
 * A password input with a show/hide toggle. The toggle needs JavaScript, so it only appears
 * once hydrated; without it the field is a plain password input.
 */
export function PasswordField({
  field,
  label,
  autoComplete,
  description,
}: {
  field: FieldMetadata<string | undefined, Record<string, unknown>, string[]>
  label: string
  autoComplete: 'current-password' | 'new-password'
  description?: string
}) {
  const hydrated = useHydrated()
  const [shown, setShown] = useState(false)
  return (
    <Field label={label} errors={field.errors} errorId={field.errorId} description={description}>
      {(control) => (
        <div className="flex gap-2">
          <Input {...getInputProps(field, { type: shown ? 'text' : 'password' })} {...control} autoComplete={autoComplete} />
          {hydrated ? (
            <button
              type="button"
              className="shrink-0 rounded-md border border-border px-3 text-sm"
              aria-pressed={shown}
              aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
              onClick={() => setShown((value) => !value)}
            >
              {shown ? 'Hide' : 'Show'}
            </button>
          ) : null}
        </div>
      )}
    </Field>
  )
}
