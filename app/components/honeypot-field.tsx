import { HONEYPOT_FIELD } from '~/utils/honeypot.ts'

/** A trap input for bots (see utils/honeypot.ts); invisible and skipped by keyboard and screen readers. */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={HONEYPOT_FIELD}>Leave this field empty</label>
      <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
