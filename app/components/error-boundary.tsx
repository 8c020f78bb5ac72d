import { isRouteErrorResponse, Link, useRouteError, type ErrorResponse } from 'react-router'
import { buttonVariants } from '~/components/ui/button.tsx'

type StatusHandler = (info: { error: ErrorResponse }) => React.ReactNode

/**
 * Renders thrown responses by status (a route passes handlers for the statuses it expects) and
 * anything else as a generic error; never shows stack traces to visitors.
 */
export function GeneralErrorBoundary({
  statusHandlers,
  defaultStatusHandler = ({ error }) => <ErrorPanel title={`${error.status} ${error.statusText}`.trim()} message={errorMessageOf(error.data)} />,
  unexpectedErrorHandler = () => <ErrorPanel title="Something went wrong" message="An unexpected error occurred. Please try again in a moment." />,
}: {
  statusHandlers?: Record<number, StatusHandler>
  defaultStatusHandler?: StatusHandler
  unexpectedErrorHandler?: (error: unknown) => React.ReactNode
}) {
  const error = useRouteError()
  if (typeof document !== 'undefined' && !isRouteErrorResponse(error)) console.error(error)
  if (isRouteErrorResponse(error)) {
    return (statusHandlers?.[error.status] ?? defaultStatusHandler)({ error })
  }
  return unexpectedErrorHandler(error)
}

function errorMessageOf(data: unknown): string {
  if (typeof data === 'string') return data
  if (data && typeof data === 'object' && 'error' in data && typeof data.error === 'string') return data.error
  return 'The request could not be completed.'
}

export function ErrorPanel({ title, message, children }: { title: string; message: string; children?: React.ReactNode }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-foreground">{title}</h1>
      <p className="text-muted-foreground">{message}</p>
      {children ?? (
        <Link to="/" className={buttonVariants({ variant: 'default' })}>
          Return to Home
        </Link>
      )}
    </section>
  )
}

/** The admin-area answer for signed-in users without an admin role (spec §2, admin dashboard). */
export function AccessDenied() {
  return <ErrorPanel title="Access Denied" message="You don't have admin permissions." />
}
