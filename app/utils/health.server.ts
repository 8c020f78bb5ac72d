import { db as defaultDb, type Db } from './db.server.ts'

/** One round trip to the database, bounded by `timeoutMs`. */
export async function checkDatabase(db: Db = defaultDb, timeoutMs = 3000): Promise<{ ok: boolean; latencyMs: number }> {
  const started = performance.now()
  let timer: NodeJS.Timeout | undefined
  try {
    await Promise.race([
      db.$queryRaw`SELECT 1`,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('database health check timed out')), timeoutMs)
      }),
    ])
    return { ok: true, latencyMs: Math.round(performance.now() - started) }
  } catch (error) {
    // a 503 response (db.server.ts) or the driver's own error
    console.error('health check: database unreachable:', error instanceof Error ? error.message : 'no answer')
    return { ok: false, latencyMs: Math.round(performance.now() - started) }
  } finally {
    clearTimeout(timer)
  }
}

/** /healthz: 200 after a database round trip, 503 saying why when the database does not answer. */
export async function healthCheckResponse(db: Db = defaultDb) {
  const database = await checkDatabase(db)
  return Response.json(
    {
      status: database.ok ? 'ok' : 'unavailable',
      database: database.ok ? 'ok' : 'unreachable',
      ...(database.ok ? {} : { reason: 'the database did not answer a query' }),
      latencyMs: database.latencyMs,
    },
    { status: database.ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )
}
