// A field that people never see or fill in (hidden from view and from assistive technology);
// bots that fill every input reveal themselves. Shared by the form component and the actions.
export const HONEYPOT_FIELD = 'website_confirm'

export function isHoneypotFilled(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD)
  return typeof value === 'string' && value.trim().length > 0
}
