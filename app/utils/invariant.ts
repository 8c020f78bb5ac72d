import { data } from 'react-router'

/** Throws a Response with `message` and `status` (default 400) when `condition` is false. */
export function invariantResponse(condition: unknown, message: string | (() => string), init: ResponseInit = { status: 400 }): asserts condition {
  if (!condition) {
    throw data({ error: typeof message === 'function' ? message() : message }, init)
  }
}
