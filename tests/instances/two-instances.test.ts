import { spawn, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startFakeS3, type FakeS3 } from '../fakes/s3-server.ts'
import { pdfBytes } from '../fixtures/credential-files.ts'

// Two app instances (server/index.ts on the production build) on one PostgreSQL database, one
// Redis and one S3-compatible bucket (tests/fakes/s3-server.ts), behind a round-robin proxy on
// loopback: the topology of docker-compose.yml (docs/decisions/0027). Each instance has its own
// DATA_DIR and UPLOAD_DIR, so nothing can be shared through this machine's disk by accident.
//
// TWO_INSTANCE_DATABASE_URL names an empty PostgreSQL database of this run's own (.ci/run makes
// one and drops it); without it the test is skipped — `npm test` runs on SQLite only.
const databaseUrl = process.env.TWO_INSTANCE_DATABASE_URL
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const root = path.resolve(import.meta.dirname, '../..')
const tsx = path.join(root, 'node_modules/.bin/tsx')

type Instance = { name: 'a' | 'b'; port: number; process: ChildProcess; output: string[]; uploadDir: string }

/** A load balancer in a few lines: each request goes to the next instance in turn; X-Test-Client becomes X-Forwarded-For. */
function startRoundRobinProxy(upstreams: () => Instance[]) {
  let next = 0
  const server = http.createServer((request, response) => {
    const instances = upstreams()
    const upstream = instances[next++ % instances.length]!
    const headers: http.OutgoingHttpHeaders = {
      ...request.headers,
      'x-forwarded-for': String(request.headers['x-test-client'] ?? request.socket.remoteAddress),
    }
    delete headers['x-test-client']
    const forward = http.request({ host: '127.0.0.1', port: upstream.port, method: request.method, path: request.url, headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': upstream.name })
      answer.pipe(response)
    })
    forward.on('error', () => response.writeHead(502).end())
    request.pipe(forward)
  })
  return {
    server,
    /** the instance the next request goes to */
    upcoming: () => upstreams()[next % upstreams().length]!.name,
  }
}

async function listen(server: http.Server) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

async function freePort() {
  const probe = http.createServer()
  const port = await listen(probe)
  await new Promise((resolve) => probe.close(resolve))
  return port
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}:\n${output}`))))
  })
}

async function waitUntilHealthy(instance: Instance, deadline: number) {
  while (Date.now() < deadline) {
    if (instance.process.exitCode !== null) throw new Error(`instance ${instance.name} exited:\n${instance.output.join('')}`)
    const ok = await fetch(`http://127.0.0.1:${instance.port}/healthz`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`instance ${instance.name} did not answer /healthz:\n${instance.output.join('')}`)
}

describe.skipIf(!databaseUrl)('two app instances behind a round-robin proxy', { timeout: 90_000 }, () => {
  const instances: Instance[] = []
  const proxy = startRoundRobinProxy(() => instances)
  let origin = ''
  let s3: FakeS3
  const tmp = path.join(root, `tests/.tmp/two-instances-${process.pid}-${crypto.randomBytes(4).toString('hex')}`)
  // a visitor address of this run's own: Redis keeps rate-limit counts between runs
  const visitor = () => `2001:db8::${crypto.randomBytes(2).toString('hex')}:${crypto.randomBytes(2).toString('hex')}`
  let db: typeof import('~/utils/db.server.ts').db

  /** A request through the proxy, landing on `on` (a /healthz first when the turn is the other one's). */
  async function request(on: 'a' | 'b', pathname: string, init: RequestInit & { client?: string } = {}) {
    if (proxy.upcoming() !== on) await fetch(`${origin}/healthz`)
    const headers = new Headers(init.headers)
    if (init.method === 'POST') headers.set('Origin', origin)
    if (init.client) headers.set('X-Test-Client', init.client)
    const response = await fetch(`${origin}${pathname}`, { ...init, headers, redirect: 'manual' })
    expect(response.headers.get('x-served-by')).toBe(on)
    return response
  }
  const form = (fields: Record<string, string>) => new URLSearchParams(fields)
  const cookiesOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ')

  beforeAll(async () => {
    const started = Date.now()
    if (!fs.existsSync(path.join(root, 'build/server/index.js'))) throw new Error('the production build is missing: run `npm run build` first')
    const proxyPort = await listen(proxy.server)
    origin = `http://127.0.0.1:${proxyPort}`
    s3 = await startFakeS3()
    const shared = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
      // graceful overload off (docs/decisions/0048): a loaded CI machine must not turn into 503s
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: 'off',
      OVERLOAD_MAX_PAGES_IN_FLIGHT: 'off',
      ...s3.env(),
    }
    // migrate and seed once (the demo accounts: not production), then start both on the result
    await run(tsx, ['scripts/db.ts', 'prepare'], { ...shared, NODE_ENV: 'development' })
    for (const name of ['a', 'b'] as const) {
      const port = await freePort()
      const dir = path.join(tmp, name)
      const uploadDir = path.join(dir, 'uploads')
      const child = spawn(tsx, ['server/index.ts'], {
        cwd: root,
        env: { ...shared, PORT: String(port), DATA_DIR: dir, UPLOAD_DIR: uploadDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      const output: string[] = []
      child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()))
      child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()))
      instances.push({ name, port, process: child, output, uploadDir })
    }
    await Promise.all(instances.map((instance) => waitUntilHealthy(instance, started + 75_000)))
    // the test process reaches the same database through the app's own modules (sessions, rows)
    Object.assign(process.env, { DATABASE_URL: databaseUrl, SESSION_SECRET: shared.SESSION_SECRET, PUBLIC_URL: origin })
    db = (await import('~/utils/db.server.ts')).db
  }, 80_000)

  afterAll(async () => {
    await Promise.all(
      instances.map(
        (instance) =>
          new Promise<void>((resolve) => {
            if (instance.process.exitCode !== null) return resolve()
            instance.process.once('exit', () => resolve())
            instance.process.kill('SIGTERM')
            setTimeout(() => instance.process.kill('SIGKILL'), 5_000).unref()
          }),
      ),
    )
    proxy.server.closeAllConnections()
    await new Promise((resolve) => proxy.server.close(resolve))
    await s3?.close()
    await db?.$disconnect()
    fs.rmSync(tmp, { recursive: true, force: true })
  })

  test('a visitor signs in on one instance and is signed in on the other', async () => {
    const client = visitor()
    const login = await request('a', '/vendor-login', {
      method: 'POST',
      body: form({ email: 'vendor@example.com', password: 'vendor-password-123' }),
      client,
    })
    expect(login.status).toBe(302)
    expect(login.headers.get('Location')).toBe('/vendor-dashboard')
    const cookie = cookiesOf(login)
    expect(cookie).toMatch(/harper_session=/)

    const dashboard = await request('b', '/vendor-dashboard', { headers: { Cookie: cookie }, client })
    expect(dashboard.status).toBe(200)
    expect(dashboard.headers.get('Cache-Control')).toMatch(/no-store/)
    expect(await dashboard.text()).toContain('Victor Nguyen')
    // signing out on b ends the session on a too (one Session table)
    const logout = await request('b', '/logout', { method: 'POST', body: form({ redirectTo: '/' }), headers: { Cookie: cookie }, client })
    expect(logout.status).toBeLessThan(400)
    const after = await request('a', '/vendor-dashboard', { headers: { Cookie: cookie }, client })
    expect(after.status).toBe(302)
    expect(after.headers.get('Location')).toMatch(/^\/vendor-login/)
  })

  test('a Harper conversation goes on across instances, turn by turn, and keeps its history', async () => {
    const client = visitor()
    const turns = ['kitchen sink drain clogged in 32901', 'this week', 'under $500']
    let cookie = ''
    for (const [index, message] of turns.entries()) {
      const answer = await request(index % 2 === 0 ? 'a' : 'b', '/harper/messages', {
        method: 'POST',
        body: form({ message, redirectTo: '/find-services' }),
        headers: cookie ? { Cookie: cookie } : {},
        client,
      })
      expect(answer.status).toBe(303)
      cookie ||= cookiesOf(answer)
      expect(cookie).toMatch(/harper_chat=/)
    }
    for (const on of ['a', 'b'] as const) {
      const page = await (await request(on, '/find-services', { headers: { Cookie: cookie }, client })).text()
      for (const message of turns) expect(page).toContain(message)
    }
    const conversation = await db.conversation.findFirstOrThrow({
      where: { messages: { some: { content: turns[2] } } },
      include: { messages: { orderBy: { createdAt: 'asc' } } },
    })
    const userTurns = conversation.messages.filter((message) => message.role === 'user').map((message) => message.content)
    expect(userTurns).toEqual(turns)
    expect(conversation.messages.filter((message) => message.role === 'assistant').length).toBeGreaterThanOrEqual(3)
  })

  test('a rate limit counts across both instances: the newsletter’s 5 an hour, not 5 on each', async () => {
    const client = visitor()
    const answers: number[] = []
    for (let attempt = 0; attempt < 6; attempt++) {
      const answer = await request(attempt % 2 === 0 ? 'a' : 'b', '/newsletter', {
        method: 'POST',
        body: form({ email: `rate-${crypto.randomBytes(4).toString('hex')}@example.test`, source: 'header', redirectTo: '/blog' }),
        client,
      })
      answers.push(answer.status)
      if (attempt === 5) expect(Number(answer.headers.get('Retry-After'))).toBeGreaterThan(0)
    }
    expect(answers.slice(0, 5).every((status) => status < 400)).toBe(true)
    expect(answers[5]).toBe(429)
  })

  test('a credential uploaded through one instance is downloaded by an admin through the other', async () => {
    const pdf = pdfBytes(6 * 1024 * 1024 + 123) // two parts of a multipart upload
    const email = `two-instances-${crypto.randomBytes(4).toString('hex')}@example.test`
    const body = new FormData()
    const fields = {
      businessName: 'Two Instance Roofing LLC',
      contactName: 'Ana Cruz',
      email,
      phone: '(321) 555-0142',
      address: '120 Ocean Blvd, Cocoa Beach, FL 32931',
      servicesOffered: 'Roof repair and storm inspections',
      yearsExperience: '9',
      licenseNumber: 'CCC1330002',
      insuranceProvider: 'Florida Contractors Mutual',
      agreeToTerms: 'on',
      consentToContact: 'on',
    }
    for (const [name, value] of Object.entries(fields)) body.append(name, value)
    body.append('credentials', new File([pdf], 'license.pdf', { type: 'application/pdf' }))
    const upload = await request('a', '/for-vendors', { method: 'POST', body, client: visitor() })
    expect(upload.status).toBe(200)
    expect(await upload.text()).toContain('Application Submitted Successfully!')

    const document = await db.vendorDocument.findFirstOrThrow({ where: { application: { email } } })
    expect(s3.objects.get(document.storedKey)?.body.equals(Buffer.from(pdf))).toBe(true)
    for (const instance of instances) expect(fs.existsSync(path.join(instance.uploadDir, document.storedKey))).toBe(false)

    // an admin session made by the app's session code, as the shared test fixtures make them
    const { signedInAs } = await import('../integration/accounts-helpers.ts')
    const { cookie } = await signedInAs(['super_admin'])
    const download = await request('b', `/admin/vendor-documents/${document.id}`, { headers: { Cookie: cookie } })
    expect(download.status).toBe(200)
    expect(download.headers.get('Content-Disposition')).toContain('license.pdf')
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true)
    // and nobody else gets it, on either instance
    const anonymous = await request('a', `/admin/vendor-documents/${document.id}`)
    expect(anonymous.status).toBe(302)
  })

  test('a post deleted through one instance is gone at once from the other’s cached blog pages', async () => {
    const post = await db.blogPost.findFirstOrThrow({ where: { status: 'published' }, orderBy: { publishedAt: 'desc' } })
    for (let visit = 0; visit < 2; visit++) {
      const list = await request('b', '/blog')
      expect(await list.text()).toContain(post.slug)
    }
    // b now serves /blog from kept HTML
    expect((await request('b', '/blog')).headers.get('X-Harper-Render')).toBe('cached')
    expect((await request('b', `/blog/${post.slug}`)).status).toBe(200)

    const { signedInAs } = await import('../integration/accounts-helpers.ts')
    const { cookie } = await signedInAs(['super_admin'])
    const deleted = await request('a', '/admin/blog', { method: 'POST', body: form({ intent: 'delete', id: post.id }), headers: { Cookie: cookie } })
    expect(deleted.status).toBe(302)
    expect(await db.blogPost.count({ where: { id: post.id } })).toBe(0)

    const list = await request('b', '/blog')
    expect(list.headers.get('X-Harper-Render')).not.toBe('cached')
    expect(await list.text()).not.toContain(post.slug)
    expect((await request('b', `/blog/${post.slug}`)).status).toBe(404)
  })
})
