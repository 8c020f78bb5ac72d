// The production server as the bench runs it (scripts/bench/run.ts, `serverRows`), for measuring
// one figure alone with variables of one's own (scripts/bench/overload.ts): a throwaway seeded
// SQLite file, the bundled server under node with `npm start`'s options, and the demo affiliate
// signed in.
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { serverEnvironment, serverNodeOptions } from '../server-node-options.ts'

const root = path.resolve(import.meta.dirname, '../..')

/** A port nothing listens on now (the kernel's choice). */
export async function freePort(): Promise<number> {
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/**
 * How the bench runs the server: as `npm start` would (NODE_ENV=production) on a throwaway SQLite
 * file, with TRUST_PROXY=loopback so each Harper post can name its own visitor address.
 */
export function benchServerEnv(port: number, databaseUrl: string, extra: Record<string, string> = {}) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: 'bench-only-session-secret-0123456789-0123456789',
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'warn',
    ...extra,
  }
}

/** The production server on a seeded SQLite file of its own, once its health check answers (nobody signed in). */
export async function launchBenchServer(extra: Record<string, string> = {}) {
  const port = Number(extra.PORT ?? (await freePort()))
  const database = `data/bench-${port}-${process.pid}.db`
  const env = benchServerEnv(port, `file:./${database}`, extra)
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/db.ts', 'prepare'], { cwd: root, env, stdio: 'ignore' })
  const app = spawn(process.execPath, [...serverNodeOptions(root), 'build/start.mjs'], {
    cwd: root,
    env: { ...env, ...serverEnvironment(root) },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  const close = () => {
    app.kill('SIGTERM')
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(path.join(root, `${database}${suffix}`), { force: true })
  }
  try {
    const deadline = Date.now() + 30_000
    while (!(await fetch(`${base}/healthz`).catch(() => null))?.ok) {
      if (Date.now() > deadline) throw new Error(`${base}/healthz did not answer within 30 s`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    return { base, pid: app.pid!, close }
  } catch (error) {
    close()
    throw error
  }
}

/** launchBenchServer, and the demo affiliate signed in. */
export async function startBenchServer(extra: Record<string, string> = {}) {
  const server = await launchBenchServer(extra)
  try {
    const login = await signIn(server.base)
    const sessionCookie = login.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ')
    if (login.status < 300 || login.status >= 400 || !sessionCookie) throw new Error(`the demo affiliate could not sign in (status ${login.status})`)
    return { ...server, sessionCookie }
  } catch (error) {
    server.close()
    throw error
  }
}

/** The demo affiliate signs in through the login form; a 503 (the server still warming up: 0048) is tried again. */
export async function signIn(base: string): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const login = await fetch(`${base}/affiliate-auth`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Sec-Fetch-Site': 'same-origin' },
      body: new URLSearchParams({ intent: 'login', email: 'affiliate@example.com', password: 'affiliate-password-123' }),
    })
    if (login.status !== 503 || attempt === 20) return login
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
