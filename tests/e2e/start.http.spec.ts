import { spawn, spawnSync, execFileSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from './fixtures.ts'
import { freePort } from './free-port.ts'
import { DEMO_ACCOUNTS } from '../../prisma/seed.ts'
import { createDb } from '~/utils/db.server.ts'

// The Quickstart's `npm start` (issue #13): production mode by default with local-only defaults.
// Its own server on its own port, fresh database and data folder, and none of the e2e server's
// variables — as on a fresh clone (the build is the e2e server's, made by tests/setup/e2e-server.sh).

const root = path.resolve(import.meta.dirname, '../..')
const tmp = path.join(root, 'tests/.tmp/start')

/** The environment of a newcomer's shell: none of the app's variables set. */
function freshShellEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env }
  for (const name of [
    'NODE_ENV',
    'PUBLIC_URL',
    'SESSION_SECRET',
    'HOST',
    'PORT',
    'TRUST_PROXY',
    'DATABASE_URL',
    'DATA_DIR',
    'UPLOAD_DIR',
    'SEED_ADMIN_EMAIL',
    'SEED_ADMIN_PASSWORD',
    'PASSWORD_HASH_COST',
  ]) {
    delete env[name]
  }
  // but graceful overload off, as in every test server (docs/decisions/0048): a loaded CI machine
  // must not turn a newcomer's first page into a 503
  return { ...env, OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: 'off', OVERLOAD_MAX_PAGES_IN_FLIGHT: 'off', ...extra }
}

/** The processes of a process group still running (a zombie whose parent has not reaped it yet has ended). */
function liveProcessesOfGroup(group: number): number[] {
  return fs.readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return []
    try {
      // pid (comm) state ppid pgrp …: comm may hold spaces and parentheses, so read after the last ')'
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      return Number(pgrp) === group && state !== 'Z' ? [Number(entry)] : []
    } catch {
      return [] // gone meanwhile
    }
  })
}

async function demoUsersIn(databaseUrl: string): Promise<string[]> {
  const db = createDb(databaseUrl)
  try {
    const users = await db.user.findMany({ where: { email: { in: DEMO_ACCOUNTS.map((account) => account.email) } }, select: { email: true } })
    return users.map((user) => user.email).sort()
  } finally {
    await db.$disconnect()
  }
}

test.describe.configure({ mode: 'serial', timeout: 120_000 })

let server: ChildProcess | undefined
test.afterEach(() => {
  // npm → sh → tsx → node: the whole group this test started
  if (server?.pid) process.kill(-server.pid, 'SIGTERM')
  server = undefined
})

test('`npm start` with nothing configured serves React in production mode, with a generated secret and the demo accounts', async () => {
  fs.rmSync(path.join(tmp, 'local'), { recursive: true, force: true })
  fs.mkdirSync(path.join(tmp, 'local'), { recursive: true })
  const port = await freePort()
  const databaseUrl = `file:${path.join(tmp, 'local/harper.db')}`
  const dataDir = path.join(tmp, 'local/data')
  let output = ''
  server = spawn('npm', ['start', '--silent'], {
    cwd: root,
    detached: true,
    env: freshShellEnv({ PORT: String(port), DATABASE_URL: databaseUrl, DATA_DIR: dataDir, UPLOAD_DIR: path.join(dataDir, 'uploads') }),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const base = `http://localhost:${port}`
  await expect.poll(async () => (await fetch(`${base}/healthz`).catch(() => null))?.status, { timeout: 90_000, intervals: [500] }).toBe(200)

  // the pre-rendered pages are served only when the server's mode is the build's (production)
  const home = await fetch(`${base}/`)
  expect(home.headers.get('x-harper-render')).toBe('prerendered')
  // a server-rendered page: production's CSP (development adds ws: for hot reload), production
  // in the public environment the root loader sends, and PUBLIC_URL defaulted to this address
  const rendered = await fetch(`${base}/how-it-works?from=start-test`)
  expect(rendered.headers.get('x-harper-render')).toBeNull()
  expect(rendered.headers.get('content-security-policy')).not.toContain('ws:')
  const html = await rendered.text()
  expect(html).toContain(`<link rel="canonical" href="http://localhost:${port}/how-it-works"`)
  // the loader data of a page hydrated whole (the 404 page) is a string in a script: its quotes are escaped
  const hydrated = await (await fetch(`${base}/no-such-page?from=start-test`)).text()
  expect(/MODE\\*",\\*"(\w+)/.exec(hydrated)?.[1]).toBe('production')
  // plain http://localhost: cookies without the __Host- prefix, no HSTS
  expect(rendered.headers.get('strict-transport-security')).toBeNull()

  // the session secret was generated into the data folder, private
  const secretFile = path.join(dataDir, 'session-secret')
  expect(fs.readFileSync(secretFile, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/)
  expect(fs.statSync(secretFile).mode & 0o777).toBe(0o600)
  // a localhost setup: the README's demo accounts exist
  expect(await demoUsersIn(databaseUrl)).toEqual(DEMO_ACCOUNTS.map((account) => account.email).sort())

  // no development warnings: nothing but the seed's, Prisma's and the server's own lines
  expect(output).not.toMatch(/built with another public environment|Warning: |\(development\)/)

  // a reader's view of a post is stored when the server is stopped, not lost with the second's
  // tally that had not been written yet (app/blog/view-tally.server.ts)
  const slug = /\/blog\/([a-z0-9-]+)<\/link>/.exec(await (await fetch(`${base}/blog/rss.xml`)).text())![1]!
  const viewCount = async () => {
    const db = createDb(databaseUrl)
    try {
      return (await db.blogPost.findUniqueOrThrow({ where: { slug }, select: { viewCount: true } })).viewCount
    } finally {
      await db.$disconnect()
    }
  }
  const before = await viewCount()
  const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36'
  expect((await fetch(`${base}/blog/${slug}`, { headers: { 'User-Agent': chrome } })).status).toBe(200)
  const group = server!.pid!
  process.kill(-group, 'SIGTERM')
  // npm exits as soon as it has passed the signal on, while the server may still be storing: wait
  // until no process of the group is alive
  await expect.poll(() => liveProcessesOfGroup(group), { timeout: 15_000, intervals: [50] }).toEqual([])
  server = undefined
  expect(await viewCount()).toBe(before + 1)
})

test('a deployment (public PUBLIC_URL, or HOST on every interface) is never seeded with the demo accounts', async () => {
  const dir = path.join(tmp, 'deployment')
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  // one migrated empty database, copied for each case; then what `npm start` runs on an empty one
  const template = path.join(dir, 'empty.db')
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/db.ts', 'deploy'], {
    cwd: root,
    env: freshShellEnv({ DATABASE_URL: `file:${template}` }),
    stdio: 'ignore',
  })
  for (const [name, env] of [
    ['public', { PUBLIC_URL: 'https://harperhome.example', NODE_ENV: 'production' }],
    ['all-interfaces', { HOST: '0.0.0.0', PUBLIC_URL: 'http://localhost:3000' }],
  ] as const) {
    const file = path.join(dir, `${name}.db`)
    fs.copyFileSync(template, file)
    execFileSync(process.execPath, ['--import', 'tsx', 'prisma/seed.ts', '--if-empty'], {
      cwd: root,
      env: freshShellEnv({ ...env, DATABASE_URL: `file:${file}` }),
      stdio: 'ignore',
    })
    const db = createDb(`file:${file}`)
    try {
      // seeded (vendors and posts), but without the demo accounts
      expect(await db.vendorProfile.count()).toBeGreaterThan(0)
    } finally {
      await db.$disconnect()
    }
    expect(await demoUsersIn(`file:${file}`)).toEqual([])
  }
})

test('a deployment told to hash passwords at the test suites’ cost refuses to start', async () => {
  const dir = path.join(tmp, 'weak-hash')
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  const port = await freePort()
  // the built server itself, as the image runs it after the migrations (scripts/container-start.sh)
  const started = spawnSync(process.execPath, ['build/start.mjs'], {
    cwd: root,
    env: freshShellEnv({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://harperhome.example',
      PORT: String(port),
      DATABASE_URL: `file:${path.join(dir, 'harper.db')}`,
      DATA_DIR: dir,
      PASSWORD_HASH_COST: 'test',
    }),
    encoding: 'utf8',
    timeout: 60_000,
  })
  expect(started.status).not.toBe(0)
  expect(started.stderr).toContain('PASSWORD_HASH_COST=test is for the test suites')
  // it never listened
  expect(await fetch(`http://localhost:${port}/healthz`).catch(() => null)).toBeNull()
})
