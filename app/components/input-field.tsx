import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { Field } from '~/components/ui/field.tsx'
import { Input } from '~/components/ui/input.tsx'

type TextLikeType = 'text' | 'email' | 'tel' | 'url' | 'search'

/**
 * A labelled text-like input bound to a Conform field: its value, HTML constraints (from the
 * schema) and server-rendered errors under it. The common case of every form.
 */
export function InputField({
  field,
  label,
  type,
  ...inputProps
}: {
  field: FieldMetadata<string | undefined, Record<string, unknown>, string[]>
  label: React.ReactNode
  type: TextLikeType
} & Omit<React.ComponentProps<'input'>, 'type' | 'name' | 'id' | 'form' | 'defaultValue'>) {
  return (
    <Field label={label} errors={field.errors} errorId={field.errorId}>
      <Input {...getInputProps(field, { type })} {...inputProps} />
    </Field>
  )
}
