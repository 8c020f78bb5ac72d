import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import { serverNodeOptions } from '../scripts/server-node-options.ts'

// docker-compose.yml cannot be run here (no Docker): this keeps it consistent with the image and
// the server — the topology of docs/decisions/0027, and only variable names the server reads.
const root = path.resolve(import.meta.dirname, '..')
const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, { build?: string; image?: string; environment?: Record<string, string>; depends_on?: Record<string, unknown> }>
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

test('the image and the end-to-end server start node with the options `npm start` gives it', () => {
  const options = serverNodeOptions(root)
  expect(options).toEqual(['--max-old-space-size=256', '--max-semi-space-size=8'])
  const command = `exec node ${options.join(' ')} build/start.mjs`
  expect(dockerfile).toContain(command)
  expect(fs.readFileSync(path.join(root, 'tests/setup/e2e-server.sh'), 'utf8')).toContain(command)
})
