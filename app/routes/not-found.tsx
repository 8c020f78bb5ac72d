import { data } from 'react-router'
import type { Route } from './+types/not-found.ts'
import { ErrorPanel } from '~/components/error-boundary.tsx'

export const NOT_FOUND_TITLE = 'Oops! Page not found'

export function loader(_: Route.LoaderArgs) {
  throw data(null, { status: 404 })
}

export function action(_: Route.ActionArgs) {
  throw data(null, { status: 404 })
}

export const meta: Route.MetaFunction = () => [{ title: 'Page not found | Harper Home' }, { name: 'robots', content: 'noindex' }]

export default function NotFound() {
  return <ErrorBoundary />
}

export function ErrorBoundary() {
  return <ErrorPanel title={NOT_FOUND_TITLE} message="The page you're looking for doesn't exist or has moved." />
}
