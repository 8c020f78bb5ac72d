import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { pdfBytes, pngBytes } from '../../tests/fixtures/credential-files.ts'
import { resetServerEnvForTests } from './env.server.ts'
import { VENDOR_DOCUMENT_POLICY as POLICY } from '~/applications/vendor-applications.server.ts'
import { escapeQuotesInFileNames, parseUploadRequest, UploadFormatError, UploadLimitError } from './uploads.server.ts'

// The parser's own edges (the action's behaviour is in tests/integration/vendor-application.test.ts):
// busboy's limits fire when a count *reaches* them, so ours are passed one over; these pin the
// boundaries so a change of options cannot silently move them.
const uploadDir = path.resolve(`tests/.tmp/uploads-unit-${process.pid}-${crypto.randomUUID().slice(0, 8)}`)
process.env.UPLOAD_DIR = uploadDir
resetServerEnvForTests()
afterAll(() => fs.rmSync(uploadDir, { recursive: true, force: true }))

const KIB = 1024
const post = (body: FormData) => new Request('http://localhost/for-vendors', { method: 'POST', body })
const raw = (body: string, contentType = 'multipart/form-data; boundary=B') =>
  new Request('http://localhost/for-vendors', { method: 'POST', body, headers: { 'Content-Type': contentType } })
const textFields = (count: number, value = 'v') => {
  const form = new FormData()
  for (let i = 0; i < count; i++) form.append(`field${i}`, value)
  return form
}
const tempFiles = () => (fs.existsSync(path.join(uploadDir, 'tmp')) ? fs.readdirSync(path.join(uploadDir, 'tmp')) : [])

describe('parseUploadRequest limits', { timeout: 20_000 }, () => {
  test('100 parts pass, the 101st is refused with 413', async () => {
    expect([...(await parseUploadRequest(post(textFields(100)), POLICY)).fields.keys()]).toHaveLength(100)
    await expect(parseUploadRequest(post(textFields(101)), POLICY)).rejects.toBeInstanceOf(UploadLimitError)
  })

  test('a text field of 64 KiB passes, one byte more is refused; fields are capped at 1 MiB together', async () => {
    const full = await parseUploadRequest(post(textFields(1, 'a'.repeat(64 * KIB))), POLICY)
    expect(full.fields.get('field0')).toHaveLength(64 * KIB)
    await expect(parseUploadRequest(post(textFields(1, 'a'.repeat(64 * KIB + 1))), POLICY)).rejects.toBeInstanceOf(UploadLimitError)
    expect([...(await parseUploadRequest(post(textFields(16, 'a'.repeat(64 * KIB))), POLICY)).fields.keys()]).toHaveLength(16)
    const over = textFields(16, 'a'.repeat(64 * KIB))
    over.append('one-more', 'b')
    await expect(parseUploadRequest(post(over), POLICY)).rejects.toBeInstanceOf(UploadLimitError)
  })

  test('a limit hit after a file was written leaves no temp file', async () => {
    const form = new FormData()
    form.append('credentials', new File([pdfBytes(5000)], 'license.pdf'))
    form.append('note', 'a'.repeat(64 * KIB + 1))
    const before = tempFiles().length
    await expect(parseUploadRequest(post(form), POLICY)).rejects.toBeInstanceOf(UploadLimitError)
    expect(tempFiles()).toHaveLength(before)
  })

  test('url-encoded bodies are read, and capped at the fields limit', async () => {
    const parsed = await parseUploadRequest(raw('name=h%C3%A9llo&empty=', 'application/x-www-form-urlencoded'), POLICY)
    expect([...parsed.fields]).toEqual([
      ['name', 'héllo'],
      ['empty', ''],
    ])
    await expect(parseUploadRequest(raw(`a=${'x'.repeat(1024 * KIB)}`, 'application/x-www-form-urlencoded'), POLICY)).rejects.toBeInstanceOf(UploadLimitError)
  })

  test('other content types, cut-off bodies and oversized part headers are format errors (400)', async () => {
    await expect(parseUploadRequest(raw('hello', 'text/plain'), POLICY)).rejects.toBeInstanceOf(UploadFormatError)
    await expect(parseUploadRequest(raw('hello', 'multipart/form-data'), POLICY)).rejects.toBeInstanceOf(UploadFormatError)
    await expect(parseUploadRequest(raw('--B\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue'), POLICY)).rejects.toBeInstanceOf(UploadFormatError)
    const header = `--B\r\nContent-Disposition: form-data; name="a"\r\nX-Pad: ${'p'.repeat(17 * KIB)}\r\n\r\nv\r\n--B--\r\n`
    await expect(parseUploadRequest(raw(header), POLICY)).rejects.toBeInstanceOf(UploadFormatError)
  })

  test('file names: no path, UTF-8 and RFC 5987 names decoded, empty inputs and other fields ignored', async () => {
    const part = (disposition: string, bytes: Uint8Array, type = '') =>
      Buffer.concat([Buffer.from(`--B\r\nContent-Disposition: form-data; ${disposition}\r\n${type}\r\n`), bytes, Buffer.from('\r\n')])
    const body = Buffer.concat([
      // a browser sends the name as raw UTF-8
      part('name="credentials"; filename="C:\\docs\\licencia ñ.pdf"', pdfBytes(300), 'Content-Type: application/pdf\r\n'),
      part(`name="credentials"; filename="x.png"; filename*=UTF-8''r%C3%A9sum%C3%A9.png`, pngBytes()),
      part('name="credentials"; filename="../../etc/passwd"', pdfBytes(300)),
      part('name="credentials"; filename=""', new Uint8Array(), 'Content-Type: application/octet-stream\r\n'),
      part('name="avatar"; filename="other.pdf"', pdfBytes(300)),
      Buffer.from('--B--\r\n'),
    ])
    const request = new Request('http://localhost/for-vendors', { method: 'POST', body, headers: { 'Content-Type': 'multipart/form-data; boundary=B' } })
    const parsed = await parseUploadRequest(request, POLICY)
    expect(parsed.files.map((file) => [file.originalName, file.mimeType])).toEqual([
      ['licencia ñ.pdf', 'application/pdf'],
      ['résumé.png', 'image/png'],
      ['passwd', 'application/pdf'],
    ])
    for (const file of parsed.files) expect(path.dirname(file.tempPath)).toBe(path.join(uploadDir, 'tmp'))
  })
})

describe('a bare " in a file name', () => {
  const body = (name: string) =>
    `--B\r\nContent-Disposition: form-data; name="a"\r\n\r\nx"y\r\n` +
    `--B\r\nContent-Disposition: form-data; name="credentials"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n%PDF "quoted" bytes\r\n--B--\r\n`
  const collect = async (chunks: string[]) => {
    const out: Buffer[] = []
    for await (const chunk of escapeQuotesInFileNames(
      (async function* () {
        for (const chunk of chunks) yield Buffer.from(chunk, 'latin1')
      })(),
      'B',
    ))
      out.push(chunk)
    return Buffer.concat(out).toString('latin1')
  }

  test('is escaped inside the part header only, however the body is cut into chunks', async () => {
    const sent = body('ré "final" v2.pdf')
    const expected = body('ré \\"final\\" v2.pdf')
    expect(await collect([sent])).toBe(expected)
    // one byte at a time: delimiters and headers split across chunks
    expect(await collect(sent.split(''))).toBe(expected)
    for (const size of [3, 7, 16]) expect(await collect(sent.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g'))!)).toBe(expected)
    // names without a bare quote, and already escaped ones, pass unchanged
    for (const name of ['plain.pdf', 'a \\"b\\".pdf', 'a%22b.pdf']) expect(await collect([body(name)])).toBe(body(name))
  })
})
