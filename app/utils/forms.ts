import { useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useNavigation } from 'react-router'
import type { z } from 'zod'

/** The hidden field naming which form on a page was posted (for `useIsPending`). */
export const FORM_ID_FIELD = 'form-id'

/**
 * Conform set up the way every form here is (docs/decisions/0006-form-pattern.md): the form's own
 * zod schema validates in the browser and becomes HTML constraints (so the browser helps even
 * without JavaScript); errors show on submit, then update as the user types. Not on blur: an
 * error appearing on blur moves the submit button under a pressed mouse and the click is lost.
 */
export function useSchemaForm<Schema extends z.ZodType>({
  id,
  schema,
  lastResult,
  defaultValue,
}: {
  id: string
  schema: Schema
  lastResult: SubmissionResult<string[]> | null | undefined
  defaultValue?: Record<string, unknown>
}) {
  return useForm<z.input<Schema> & Record<string, unknown>, z.output<Schema>, string[]>({
    id,
    lastResult,
    constraint: constraintOf(schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    defaultValue: defaultValue as never,
  })
}

/**
 * A schema's HTML constraints, worked out once per schema: the schemas are module constants and
 * walking one is a noticeable part of rendering a page with a form (issue #13).
 */
const constraints = new WeakMap<z.ZodType, ReturnType<typeof getZodConstraint>>()
export function constraintOf(schema: z.ZodType): ReturnType<typeof getZodConstraint> {
  let constraint = constraints.get(schema)
  if (!constraint) {
    constraint = getZodConstraint(schema)
    constraints.set(schema, constraint)
  }
  return constraint
}

/** Whether the form with this id (its hidden `form-id` field) is being submitted right now. */
export function useIsPending(formId: string): boolean {
  const navigation = useNavigation()
  return navigation.state === 'submitting' && navigation.formData?.get(FORM_ID_FIELD) === formId
}
