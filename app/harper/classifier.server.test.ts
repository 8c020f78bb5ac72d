import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import v8 from 'node:v8'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { classifyServiceType, learnFrom, warmClassifier } from './classifier.server.ts'

// The learnt models are kept on disk, keyed by the corpus and the classifier's code (docs/decisions/0038).
describe('the classifier learns once per corpus and reads its cache after', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harper-model-'))
  const cacheDir = path.join(dir, 'cache')
  const chat = (id: string, text: string, serviceType: string) => JSON.stringify({ id, turns: [text], expect: { userType: 'consumer', serviceType } })
  const roofs = Array.from({ length: 6 }, (_, at) => chat(`r${at}`, `the roof over the porch is leaking shingles again number ${at}`, 'Roofing'))
  const pipes = Array.from({ length: 6 }, (_, at) => chat(`p${at}`, `the kitchen sink pipe under the cabinet is dripping number ${at}`, 'Plumbing'))
  const corpusA = path.join(dir, 'a.jsonl')
  const corpusB = path.join(dir, 'b.jsonl')
  const asked = 'water coming from the sink pipe under the kitchen cabinet'
  const cachedFiles = () => fs.readdirSync(cacheDir).filter((file) => file.endsWith('.v8'))
  let before: string | undefined

  beforeAll(() => {
    before = process.env.HARPER_MODEL_CACHE
    process.env.HARPER_MODEL_CACHE = cacheDir
    fs.writeFileSync(corpusA, [...roofs, ...pipes].join('\n'))
    // the same chats with their trades swapped: a model that reads the sink as a roof
    fs.writeFileSync(
      corpusB,
      [...roofs.map((line) => line.replace('Roofing', 'Plumbing')), ...pipes.map((line) => line.replace('Plumbing', 'Roofing'))].join('\n'),
    )
  })
  afterAll(() => {
    if (before === undefined) delete process.env.HARPER_MODEL_CACHE
    else process.env.HARPER_MODEL_CACHE = before
    learnFrom(['app/harper/corpus/train.jsonl', 'app/harper/corpus/dev.jsonl'])
    fs.rmSync(dir, { recursive: true, force: true })
  })

  test('a first process learns and writes the models; a later one reads them instead of learning', () => {
    learnFrom([corpusA])
    expect(classifyServiceType(asked)).toBe('Plumbing')
    const [written] = cachedFiles()
    expect(cachedFiles()).toHaveLength(1)

    // put the swapped corpus's models under corpus A's key: a reader of the cache now answers Roofing
    learnFrom([corpusB])
    warmClassifier()
    expect(cachedFiles()).toHaveLength(2)
    const swapped = cachedFiles().find((file) => file !== written)!
    fs.copyFileSync(path.join(cacheDir, swapped), path.join(cacheDir, written!))
    learnFrom([corpusA])
    expect(classifyServiceType(asked)).toBe('Roofing')
  })

  test('another corpus is another key: a stale model is never read, and an unreadable one is learnt and written again', () => {
    fs.appendFileSync(corpusA, `\n${chat('p9', 'a pipe leak under the bathroom sink', 'Plumbing')}`)
    learnFrom([corpusA])
    expect(classifyServiceType(asked)).toBe('Plumbing')
    expect(cachedFiles()).toHaveLength(3)

    const newest = cachedFiles()
      .map((file) => path.join(cacheDir, file))
      .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0]!
    fs.writeFileSync(newest, 'not a model')
    learnFrom([corpusA])
    expect(classifyServiceType(asked)).toBe('Plumbing')
    expect(v8.deserialize(fs.readFileSync(newest))).toHaveProperty('serviceType')
  })
})
