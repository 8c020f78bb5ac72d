import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { databaseProviderOf } from '~/utils/database-url.ts'

// Once per run: migrate a template database. SQLite: a file that each worker copies;
// PostgreSQL (TEST_DATABASE_URL): the given database itself.
export const TMP_DIR = path.resolve('tests/.tmp')
export const TEMPLATE_DB = path.join(TMP_DIR, 'template.db')

function deploy(url: string) {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/db.ts', 'deploy'], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

export default async function setup() {
  // Harper's classifier learnt (or read from its cache) once, here, rather than by every worker at once
  const { warmClassifier } = await import('~/harper/classifier.server.ts')
  warmClassifier()
  const testUrl = process.env.TEST_DATABASE_URL
  if (testUrl && databaseProviderOf(testUrl) === 'postgres') {
    deploy(testUrl)
    return
  }
  fs.mkdirSync(TMP_DIR, { recursive: true })
  for (const file of fs.readdirSync(TMP_DIR)) {
    if (file.startsWith('template.db') || file.startsWith('worker-')) fs.rmSync(path.join(TMP_DIR, file), { force: true })
  }
  deploy(`file:${TEMPLATE_DB}`)
}
