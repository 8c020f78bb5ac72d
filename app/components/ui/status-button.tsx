import { Button, type ButtonProps } from '~/components/ui/button.tsx'
import { Spinner } from '~/components/ui/spinner.tsx'

export type StatusButtonProps = ButtonProps & {
  status: 'idle' | 'pending'
  /** Label shown (with a spinner) while `status === 'pending'`. */
  pendingText: string
}

/**
 * Submit button that swaps its label for `pendingText` + a spinner while a
 * submission is in flight. Without JavaScript it is a plain submit button
 * (status is always 'idle' on the server render).
 *
 * e.g. `<StatusButton status={navigation.state === 'submitting' ? 'pending' : 'idle'} pendingText="Sending…">Send</StatusButton>`
 */
export function StatusButton({ status, pendingText, children, className, disabled, type = 'submit', ...props }: StatusButtonProps) {
  const pending = status === 'pending'
  return (
    <Button type={type} disabled={disabled || pending} aria-busy={pending || undefined} data-status={status} className={className} {...props}>
      {pending ? (
        <>
          <Spinner />
          <span>{pendingText}</span>
        </>
      ) : (
        children
      )}
    </Button>
  )
}
