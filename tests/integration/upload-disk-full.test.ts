import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, test, vi } from 'vitest'
import { VENDOR_APPLICATION_TEXT } from '~/applications/vendor-application-schema.ts'
import { action as forVendorsAction } from '~/routes/for-vendors.tsx'
import { db } from '~/utils/db.server.ts'
import { resetServerEnvForTests } from '~/utils/env.server.ts'
import { BASE_URL, outcome, routeArgs, TEST_CLIENT_ADDRESS, uniqueEmail } from './helpers.ts'
import { pdfBytes, pngBytes } from '../fixtures/credential-files.ts'

// A full disk during an upload: the write of a credential file fails with ENOSPC part-way. The
// seam is Node's own fs.createWriteStream (the disk), not our code: the stream it returns accepts
// its first write, then fails the way a full disk does.
const uploadDir = path.resolve(`tests/.tmp/uploads-disk-full-${process.pid}-${crypto.randomUUID().slice(0, 8)}`)
process.env.UPLOAD_DIR = uploadDir
resetServerEnvForTests()
afterAll(() => fs.rmSync(uploadDir, { recursive: true, force: true }))

/** The disk has `room` bytes left: a write stream stores up to that, then fails with ENOSPC. */
function diskFullAfter(room: number) {
  const createWriteStream = fs.createWriteStream
  return vi.spyOn(fs, 'createWriteStream').mockImplementation(((file: fs.PathLike, options?: Parameters<typeof fs.createWriteStream>[1]) => {
    const stream = createWriteStream(file, options)
    const full = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' })
    const write = stream._write.bind(stream)
    stream._write = (chunk: Buffer, encoding, callback) => {
      if (chunk.length <= room) {
        room -= chunk.length
        return write(chunk, encoding, callback)
      }
      const fits = chunk.subarray(0, room)
      room = 0
      // what fits reaches the disk (a half-written file), then the write fails
      write(fits, encoding, () => callback(full()))
    }
    stream._writev = undefined
    return stream
  }) as typeof fs.createWriteStream)
}

function filesIn(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
}

describe('a full disk on upload', () => {
  test('the form comes back with its answers and a clear error; no file, row or email is left', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const email = uniqueEmail('disk-full')
    const before = {
      businessName: 'Full Disk Roofing LLC',
      contactName: 'Maria Lopez',
      email,
      phone: '(321) 555-0142',
      address: '120 Ocean Blvd, Cocoa Beach, FL 32931',
      servicesOffered: 'Roof repair and storm inspections',
    }
    const after = {
      yearsExperience: '12',
      licenseNumber: 'CCC1330000',
      insuranceProvider: 'Florida Contractors Mutual',
      websiteUrl: 'fulldisk.example',
      additionalInfo: 'We cover all of Brevard County.',
      agreeToTerms: 'on',
      consentToContact: 'on',
    }
    // fields before and after the files: those after them must still be read
    const body = new FormData()
    for (const [name, value] of Object.entries(before)) body.append(name, value)
    body.append('credentials', new File([pdfBytes(2 * 1024 * 1024)], 'licence.pdf', { type: 'application/pdf' }))
    body.append('credentials', new File([pngBytes()], 'insurance.png', { type: 'image/png' }))
    for (const [name, value] of Object.entries(after)) body.append(name, value)
    const request = new Request(`${BASE_URL}/for-vendors`, { method: 'POST', body, headers: { Origin: BASE_URL, [TEST_CLIENT_ADDRESS]: '10.77.0.1' } })

    const disk = diskFullAfter(256 * 1024)
    const result = await outcome(forVendorsAction(routeArgs(request)))
    expect(disk).toHaveBeenCalled()

    expect(result.status).toBe(503)
    expect(result.headers.get('Retry-After')).toBe('300')
    const answer = result.data as { status: string; failure: string; reattachFiles: boolean; result: { initialValue: Record<string, unknown> } }
    expect(answer.status).toBe('error')
    expect(answer.failure).toBe(VENDOR_APPLICATION_TEXT.storageUnavailable)
    expect(answer.reattachFiles).toBe(true)
    expect(answer.result.initialValue).toMatchObject({ ...before, ...after })

    expect(filesIn(uploadDir)).toEqual([])
    expect(await db.vendorApplication.count({ where: { email } })).toBe(0)
    expect(await db.outboundEmail.count({ where: { to: email } })).toBe(0)
    // the operator is told why
    expect(consoleError).toHaveBeenCalledExactlyOnceWith('vendor application: the upload could not be stored', expect.objectContaining({ code: 'ENOSPC' }))
  })
})
