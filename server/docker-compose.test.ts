import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import { serverEnvironment, serverNodeOptions } from '../scripts/server-node-options.ts'

// docker-compose.yml cannot be run here (no Docker): this keeps it consistent with the image and
// the server — the topology of docs/decisions/0027, and only variable names the server reads.
const root = path.resolve(import.meta.dirname, '..')
const composeText = fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')
const compose = parse(composeText, { merge: true }) as {
  services: Record<
    string,
    {
      build?: string
      image?: string
      environment?: Record<string, string>
      depends_on?: Record<string, unknown>
      entrypoint?: string[]
      configs?: { source: string; target: string }[]
    }
  >
  configs: Record<string, { content: string }>
}
const envExample = fs.readFileSync(path.join(root, '.env.example'), 'utf8')
const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8')

test('two app instances from the Dockerfile behind a balancer, with PostgreSQL, Redis and an S3-compatible store', () => {
  expect(Object.keys(compose.services).sort()).toEqual(['app-1', 'app-2', 'balancer', 'minio', 'minio-bucket', 'postgres', 'redis'])
  for (const name of ['app-1', 'app-2']) {
    const app = compose.services[name]!
    expect(app.build).toBe('.')
    const env = app.environment!
    expect(env.DATABASE_URL).toMatch(/^postgresql:\/\/harper:.*@postgres:5432\/harper$/)
    expect(env.REDIS_URL).toBe('redis://redis:6379')
    expect(env.S3_ENDPOINT).toBe('http://minio:9000')
    expect(env.SESSION_SECRET).toMatch(/^\$\{SESSION_SECRET:\?/)
    // the port the image exposes and listens on
    expect(dockerfile).toContain(`EXPOSE ${env.PORT}`)
    expect(env.HOST).toBe('0.0.0.0')
  }
  expect(compose.services['app-2']!.depends_on).toEqual({ 'app-1': { condition: 'service_healthy' } })
  const nginx = compose.configs['nginx-conf']!.content
  expect(nginx).toContain('server app-1:3000;')
  expect(nginx).toContain('server app-2:3000;')
})

test('every variable given to the app is one the server documents in .env.example', () => {
  const documented = new Set([...envExample.matchAll(/^# ([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]))
  const given = Object.keys(compose.services['app-1']!.environment!)
  // an empty value is still a value, and the server refuses empty URLs, emails and tokens
  expect(Object.entries(compose.services['app-1']!.environment!).filter(([, value]) => value === '' || /:-\}$/.test(value))).toEqual([])
  expect(given.filter((name) => !documented.has(name))).toEqual([])
  for (const name of ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'REDIS_URL']) expect(documented).toContain(name)
})

test('the image and the end-to-end server start node with the options and variables `npm start` gives it', () => {
  const options = serverNodeOptions(root)
  expect(options).toEqual(['--max-old-space-size=256', '--max-semi-space-size=8'])
  expect(serverEnvironment(root)).toEqual({ MALLOC_ARENA_MAX: '2' })
  const command = `exec node ${options.join(' ')} build/start.mjs`
  for (const script of ['scripts/container-start.sh', 'tests/setup/e2e-server.sh']) {
    const text = fs.readFileSync(path.join(root, script), 'utf8')
    expect(text).toContain(command)
    expect(text.slice(0, text.indexOf(command))).toContain('export MALLOC_ARENA_MAX=2\n')
  }
})

/** The Dockerfile's instructions of one stage (`FROM … AS name`), continuation lines joined. */
function stage(name: string): string[] {
  const lines = dockerfile.replace(/\s*\\\n\s*/g, ' ').split('\n')
  const start = lines.findIndex((line) => new RegExp(`^FROM \\S+ AS ${name}$`).test(line))
  const end = lines.findIndex((line, index) => index > start && line.startsWith('FROM '))
  return lines.slice(start, end === -1 ? undefined : end).filter((line) => line && !line.startsWith('#'))
}

test('PID 1 is an init (tini) and the start script passes a stop on, migrations included', () => {
  const runtime = stage('runtime')
  expect(runtime.some((line) => /^RUN apt-get update && apt-get install -y --no-install-recommends tini\b/.test(line))).toBe(true)
  expect(runtime).toContain('ENTRYPOINT ["/usr/bin/tini", "--"]')
  expect(runtime).toContain('CMD ["/bin/sh", "scripts/container-start.sh"]')
  // scripts/container-start.test.ts stops the script during its migrations
  expect(runtime.some((line) => line === 'COPY --from=build /app/scripts ./scripts')).toBe(true)
})

test('the runtime image installs only what `npm start` runs: no build tools', () => {
  expect(stage('prod-deps')).toContain(
    'RUN npm ci --omit=dev && rm -rf node_modules/typescript node_modules/.bin/tsc node_modules/.bin/tsserver && npm cache clean --force',
  )
  expect(stage('runtime')).toContain('COPY --from=prod-deps /app/node_modules ./node_modules')
  // what `npm ci --omit=dev` installs, read from the lockfile: neither dev nor only a dev package's dependency
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean; devOptional?: boolean }>
  }
  const installed = Object.entries(lock.packages)
    .filter(([where, entry]) => where.startsWith('node_modules/') && !entry.dev)
    .map(([where, entry]) => [where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length), entry] as const)
  const buildTools = /^(vite|rolldown|@rolldown\/.*|lightningcss(-.*)?|tailwindcss|@tailwindcss\/.*|@react-router\/dev|typescript|@vitejs\/.*)$/
  // typescript is an optional peer of runtime packages: --omit=dev keeps it, the Dockerfile removes it
  expect(installed.filter(([name, entry]) => buildTools.test(name) && !(name === 'typescript' && entry.devOptional)).map(([name]) => name)).toEqual([])
  // and what the start does need is there
  const names = new Set(installed.map(([name]) => name))
  for (const needed of ['tsx', 'esbuild', 'prisma', '@prisma/client', '@libsql/client', 'express', 'react-router', 'react-dom']) expect(names).toContain(needed)
})

test('the app reaches MinIO as its own user, limited to its bucket, never as the root account', () => {
  const app = compose.services['app-1']!.environment!
  const minio = compose.services.minio!.environment!
  expect(app.S3_ACCESS_KEY_ID).not.toBe(minio.MINIO_ROOT_USER)
  expect(minio.MINIO_ROOT_PASSWORD).toMatch(/^\$\{MINIO_ROOT_PASSWORD:\?/)
  expect(Object.values(app).join('\n')).not.toContain('MINIO_ROOT')
  const init = compose.services['minio-bucket']!
  const script = init.entrypoint!.join('\n')
  expect(script).toContain(`mc admin user add local ${app.S3_ACCESS_KEY_ID} "$$S3_SECRET_ACCESS_KEY"`)
  expect(script).toMatch(new RegExp(`mc admin policy attach local (\\S+) --user ${app.S3_ACCESS_KEY_ID}`))
  const policyName = /mc admin policy attach local (\S+) --user/.exec(script)![1]
  const policyFile = new RegExp(`mc admin policy create local ${policyName} (\\S+)`).exec(script)![1]
  const mounted = init.configs!.find((config) => config.target === policyFile)!
  const policy = JSON.parse(compose.configs[mounted.source]!.content) as { Statement: { Effect: string; Action: string[]; Resource: string[] }[] }
  const bucket = app.S3_BUCKET!
  for (const statement of policy.Statement) {
    expect(statement.Effect).toBe('Allow')
    for (const resource of statement.Resource) expect([`arn:aws:s3:::${bucket}`, `arn:aws:s3:::${bucket}/*`]).toContain(resource)
    for (const action of statement.Action) expect(action).not.toMatch(/\*|^admin:|DeleteBucket|PutBucket/)
  }
})

test('the compose file says which Compose it needs (env_file `required`, configs `content`)', () => {
  expect(composeText).toContain('Needs Docker Compose 2.24 or newer')
  expect(fs.readFileSync(path.join(root, 'docs/operations.md'), 'utf8')).toContain('Docker Compose 2.24 or newer')
})
