import { data } from 'react-router'

// Registered ahead of its implementation (issues 3 and 4); answers 404 until then.
export function loader() {
  throw data(null, { status: 404 })
}
