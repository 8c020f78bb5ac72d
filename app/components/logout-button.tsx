import { Form } from 'react-router'
import { Button, type ButtonProps } from '~/components/ui/button.tsx'

type LogoutButtonProps = { redirectTo?: string; everywhere?: boolean } & ButtonProps

/**
 * A real form, so logging out works without JavaScript and cannot be triggered by a link.
 * `everywhere` ends every session of the user, on every device (docs/decisions/0020).
 */
export function LogoutButton({ redirectTo = '/', everywhere = false, children = 'Logout', ...props }: LogoutButtonProps) {
  return (
    <Form method="post" action="/logout">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {everywhere ? <input type="hidden" name="intent" value="everywhere" /> : null}
      <Button type="submit" variant="outline" {...props}>
        {children}
      </Button>
    </Form>
  )
}

export function SignOutEverywhereButton({ children = 'Sign out everywhere', ...props }: Omit<LogoutButtonProps, 'everywhere'>) {
  return (
    <LogoutButton everywhere {...props}>
      {children}
    </LogoutButton>
  )
}
