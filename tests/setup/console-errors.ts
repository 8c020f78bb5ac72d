import { format } from 'node:util'
import { afterEach, beforeEach, vi } from 'vitest'

// A console.error that a test did not expect fails the test (as in the Epic Stack): the app logs
// with console.error only when something went wrong, so a test that passes while one is printed
// either hides a bug or leaves an expected error unasserted. A test that expects one takes over
// the spy and asserts it:
//   const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
//   … expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('…'), …)
// (vi.spyOn on the spy installed here returns that spy; the implementation the test gives replaces
// the recording one below.) Calls are recorded, not thrown where they happen: app code often logs
// inside a catch or a .catch(), where a throw would change what the code does next.

type Unexpected = { args: unknown[]; stack: string }
let unexpected: Unexpected[] = []

function recordUnexpected(...args: unknown[]) {
  // where it was called from, without this file's and the spy's own frames
  const frames = (new Error().stack ?? '').split('\n').slice(1)
  const caller = frames.filter((frame) => !/console-errors\.ts|node_modules\/@?vitest/.test(frame)).slice(0, 6)
  unexpected.push({ args, stack: caller.join('\n') })
}

beforeEach(() => {
  unexpected = []
  const original = console.error
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    recordUnexpected(...args)
    original(...args)
  })
})

afterEach((context) => {
  const calls = unexpected
  unexpected = []
  if (calls.length === 0 || context.task.result?.state === 'fail') return
  const described = calls.map(({ args, stack }) => `  ${truncated(format(...args))}\n${stack}`).join('\n')
  throw new Error(`console.error was called ${calls.length} time(s) in a test that did not expect it:\n${described}`)
})

const truncated = (text: string) => (text.length > 500 ? `${text.slice(0, 500)}…` : text)
