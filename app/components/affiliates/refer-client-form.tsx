import { getFormProps, getSelectProps, getTextareaProps, type SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from 'react-router'
import { FormErrors } from '~/components/form-errors.tsx'
import { InputField } from '~/components/input-field.tsx'
import { Field } from '~/components/ui/field.tsx'
import { NativeSelect } from '~/components/ui/select.tsx'
import { StatusButton } from '~/components/ui/status-button.tsx'
import { Textarea } from '~/components/ui/textarea.tsx'
import { SERVICE_TYPES, URGENCIES } from '~/marketplace/value-sets.ts'
import { ReferClientSchema } from '~/referrals/refer-client-schema.ts'
import { useSchemaForm } from '~/utils/forms.ts'

/** The dashboard's 'Refer a client' form: a pending referral and a service request attributed to the agent. */
export function ReferClientForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const navigation = useNavigation()
  const [form, fields] = useSchemaForm({
    id: 'refer-client',
    schema: ReferClientSchema,
    lastResult: lastResult,
  })
  const submitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'refer-client'
  return (
    <Form method="post" action="/affiliate-dashboard#refer" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value="refer-client" />
      <div className="sm:col-span-2">
        <FormErrors id={form.errorId} errors={form.errors} />
      </div>
      <InputField field={fields.clientName} label="Client name" type="text" autoComplete="off" />
      <InputField field={fields.zip} label="ZIP code" type="text" inputMode="numeric" autoComplete="off" />
      <InputField field={fields.clientEmail} label="Client email" type="email" autoComplete="off" />
      <InputField field={fields.clientPhone} label="Client phone" type="tel" autoComplete="off" />
      <Field label="Service type" errors={fields.serviceType.errors} errorId={fields.serviceType.errorId}>
        <NativeSelect {...getSelectProps(fields.serviceType)}>
          <option value="">Select a service</option>
          {SERVICE_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="When is it needed?" errors={fields.urgency.errors} errorId={fields.urgency.errorId}>
        <NativeSelect {...getSelectProps(fields.urgency)} defaultValue={fields.urgency.initialValue ?? 'planning'}>
          {URGENCIES.map((urgency) => (
            <option key={urgency.value} value={urgency.value}>
              {urgency.label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div className="sm:col-span-2">
        <Field label="Note (optional)" errors={fields.note.errors} errorId={fields.note.errorId}>
          <Textarea {...getTextareaProps(fields.note)} rows={3} />
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field
          label="My client agreed to be contacted by Harper Home about this request"
          layout="inline"
          errors={fields.clientConsent.errors}
          errorId={fields.clientConsent.errorId}
        >
          <input type="checkbox" name={fields.clientConsent.name} value="on" className="size-5 accent-primary" />
        </Field>
      </div>
      <div className="sm:col-span-2">
        <StatusButton status={submitting ? 'pending' : 'idle'} pendingText="Submitting...">
          Refer Client
        </StatusButton>
      </div>
    </Form>
  )
}
