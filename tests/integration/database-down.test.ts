import fs from 'node:fs'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { describe, expect, test, vi } from 'vitest'

// The database is down: this file's app talks to a PostgreSQL port where nothing listens (set
// before the app's modules load, so the process-wide client is the unreachable one).
vi.hoisted(() => {
  process.env.DATABASE_URL = 'postgresql://nobody@127.0.0.1:1/harper'
  delete (globalThis as { __harperDb?: unknown }).__harperDb
})

const { ErrorBoundary: RootErrorBoundary, loader: rootLoader } = await import('~/root.tsx')
const { loader: findServicesLoader } = await import('~/routes/find-services.tsx')
const { loader: healthz } = await import('~/routes/healthz.ts')
const { createDb, DATABASE_UNAVAILABLE_MESSAGE } = await import('~/utils/db.server.ts')
const { BASE_URL } = await import('./helpers.ts')

describe('the database is down', () => {
  test('a page answers the friendly 503 page, not a 500 or a stack trace', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const context = { cspNonce: 'test-nonce', clientAddress: '192.0.2.1' }
    // the app's root (loader + ErrorBoundary) and the /find-services loader, as React Router runs them
    const routes = [
      {
        id: 'root',
        path: '/',
        loader: rootLoader as never,
        ErrorBoundary: RootErrorBoundary,
        children: [{ id: 'find-services', path: 'find-services', loader: findServicesLoader as never, Component: () => createElement('p', null, 'vendors') }],
      },
    ]
    const handler = createStaticHandler(routes)
    const result = await handler.query(new Request(`${BASE_URL}/find-services?service=Roofing`), { requestContext: context as never })
    if (result instanceof Response) throw new Error(`unexpected response ${result.status}`)
    expect(result.statusCode).toBe(503)
    const html = renderToString(createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, result), context: result }))
    expect(html).toContain('We&#x27;ll be right back')
    expect(html).toContain('try again in a minute')
    expect(html).not.toMatch(/Something went wrong|at .*\.ts:\d+|P1001|127\.0\.0\.1/)
    // the log says what the page does not
    expect(consoleError).toHaveBeenCalledExactlyOnceWith('database unreachable:', "Can't reach database server at 127.0.0.1:1")
  })

  test('/healthz answers 503 and says the database is unreachable', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await healthz()
    expect(response.status).toBe(503)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.json()).toMatchObject({ status: 'unavailable', database: 'unreachable', reason: 'the database did not answer a query' })
    expect(consoleError).toHaveBeenCalledWith('database unreachable:', expect.stringContaining("Can't reach database server at 127.0.0.1:1"))
  })

  test('an SQLite file that cannot be opened answers 503 too, with Retry-After', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const missing = createDb('file:/nonexistent-directory/harper.db')
    const thrown = await missing.user.count().then(
      () => null,
      (error: unknown) => error,
    )
    expect(thrown).toMatchObject({ type: 'DataWithResponseInit', data: { error: DATABASE_UNAVAILABLE_MESSAGE }, init: { status: 503 } })
    expect(new Headers((thrown as { init: ResponseInit }).init.headers).get('Retry-After')).toBe('30')
    expect(consoleError).toHaveBeenCalledExactlyOnceWith('database unreachable:', 'Failed to connect to database: `/nonexistent-directory/harper.db`')
  })

  test('other database errors are not disguised as an outage', async () => {
    const file = `tests/.tmp/database-down-${process.pid}.db`
    const working = createDb(`file:${file}`)
    try {
      await expect(working.$queryRawUnsafe('SELEC nonsense')).rejects.toThrow(/syntax error/)
    } finally {
      await working.$disconnect()
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true })
    }
  })
})
