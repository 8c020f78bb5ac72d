import net from 'node:net'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { db } from '~/utils/db.server.ts'
import { resetServerEnvForTests } from '~/utils/env.server.ts'
import { listUnsubscribeHeaders, resetMailTransportForTests, sendEmail } from '~/utils/mailer.server.ts'
import { uniqueEmail } from './helpers.ts'

/**
 * A tiny SMTP server on 127.0.0.1 speaking just enough of the protocol for nodemailer (no
 * STARTTLS, no AUTH). `refuseMailFrom` answers 554 to MAIL FROM, like a server that rejects us.
 */
async function startSmtpCatcher({ refuseMailFrom = false } = {}) {
  const messages: string[] = []
  const server = net.createServer((socket) => {
    let buffer = ''
    let inData = false
    let data = ''
    socket.write('220 catcher.test ESMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      let index: number
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index)
        buffer = buffer.slice(index + 2)
        if (inData) {
          if (line === '.') {
            inData = false
            messages.push(data)
            data = ''
            socket.write('250 2.0.0 queued as catcher-1\r\n')
          } else data += `${line.startsWith('..') ? line.slice(1) : line}\r\n`
          continue
        }
        const command = line.slice(0, 4).toUpperCase()
        if (command === 'EHLO' || command === 'HELO') socket.write('250 catcher.test\r\n')
        else if (command === 'MAIL') socket.write(refuseMailFrom ? '554 5.7.1 Sender refused\r\n' : '250 OK\r\n')
        else if (command === 'RCPT') socket.write('250 OK\r\n')
        else if (command === 'DATA') {
          inData = true
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n')
        } else if (command === 'QUIT') {
          socket.write('221 Bye\r\n')
          socket.end()
        } else if (command === 'RSET' || command === 'NOOP') socket.write('250 OK\r\n')
        else socket.write('502 Command not implemented\r\n')
      }
    })
    socket.on('error', () => {})
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  return { port, messages, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

function useSmtp(url: string | undefined) {
  vi.stubEnv('SMTP_URL', url ?? '')
  resetServerEnvForTests()
  resetMailTransportForTests()
}

afterEach(() => {
  vi.unstubAllEnvs()
  resetServerEnvForTests()
  resetMailTransportForTests()
})

describe('sendEmail', () => {
  test('without SMTP_URL the email is recorded in the outbox', async () => {
    useSmtp(undefined)
    const to = uniqueEmail('recorded')
    const result = await sendEmail({ to, subject: 'Recorded only', text: 'Hello' })
    expect(result.status).toBe('recorded')
    const row = await db.outboundEmail.findUniqueOrThrow({ where: { id: result.id } })
    expect(row).toMatchObject({ to, subject: 'Recorded only', text: 'Hello', status: 'recorded', sentAt: null })
  })

  test('with SMTP_URL the email is delivered over SMTP and recorded as sent, headers included', async () => {
    const catcher = await startSmtpCatcher()
    try {
      useSmtp(`smtp://127.0.0.1:${catcher.port}`)
      const to = uniqueEmail('smtp')
      const result = await sendEmail({
        to,
        subject: 'Delivered',
        text: 'Over the wire',
        replyTo: 'Dana <dana@example.test>',
        headers: listUnsubscribeHeaders('http://localhost:3000/newsletter/unsubscribe?token=abc'),
      })
      expect(result.status).toBe('sent')
      const row = await db.outboundEmail.findUniqueOrThrow({ where: { id: result.id } })
      expect(row.status).toBe('sent')
      expect(row.sentAt).not.toBeNull()
      expect(catcher.messages).toHaveLength(1)
      const raw = catcher.messages[0]!
      expect(raw).toContain(`To: ${to}`)
      expect(raw).toContain('Subject: Delivered')
      expect(raw).toContain('Reply-To: Dana <dana@example.test>')
      expect(raw).toContain('List-Unsubscribe: <http://localhost:3000/newsletter/unsubscribe?token=abc>')
      expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
      expect(raw).toContain('Over the wire')
    } finally {
      await catcher.close()
    }
  })

  test('an SMTP server that refuses leaves the row failed, with the error', async () => {
    const catcher = await startSmtpCatcher({ refuseMailFrom: true })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      useSmtp(`smtp://127.0.0.1:${catcher.port}`)
      const result = await sendEmail({ to: uniqueEmail('refused'), subject: 'Refused', text: 'Nope' })
      expect(result.status).toBe('failed')
      const row = await db.outboundEmail.findUniqueOrThrow({ where: { id: result.id } })
      expect(row.status).toBe('failed')
      expect(row.error).toContain('554')
      expect(row.sentAt).toBeNull()
      expect(catcher.messages).toHaveLength(0)
    } finally {
      await catcher.close()
    }
  })
})
