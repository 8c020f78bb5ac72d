import { Form } from 'react-router'
import { Button, type ButtonProps } from '~/components/ui/button.tsx'

/** A real form, so logging out works without JavaScript and cannot be triggered by a link. */
export function LogoutButton({ redirectTo = '/', children = 'Logout', ...props }: { redirectTo?: string } & ButtonProps) {
  return (
    <Form method="post" action="/logout">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <Button type="submit" variant="outline" {...props}>
        {children}
      </Button>
    </Form>
  )
}
