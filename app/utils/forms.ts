import { getFormProps, useForm, type FormMetadata, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useState } from 'react'
import type { z } from '~/utils/zod.ts'

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

/**
 * For a form on a page that is not hydrated (an island, app/islands): it posts natively, so no
 * router tells it when a submission is under way. The props to spread on the `<form>`, and
 * whether it is submitting: on once a submit gets past the form's own validation (the browser is
 * then loading the answer), off again when the page comes back from the back/forward cache. The
 * button turns pending after the browser has read the form, so a named submit button still
 * posts its value; a second submit in the meantime is ignored.
 */
export function useNativeSubmit<Schema extends Record<string, unknown>>(form: FormMetadata<Schema, string[]>) {
  const [pending, setPending] = useState(false)
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setPending(false)
    }
    window.addEventListener('pageshow', restored)
    return () => window.removeEventListener('pageshow', restored)
  }, [])
  const formProps = getFormProps(form)
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (pending) return event.preventDefault()
    formProps.onSubmit(event)
    // (not `event.defaultPrevented`: React copies that when the event is created)
    if (!event.isDefaultPrevented()) setTimeout(() => setPending(true))
  }
  return { pending, formProps: { ...formProps, onSubmit } }
}
