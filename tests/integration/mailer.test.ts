import { afterEach, describe, expect, test, vi } from 'vitest'
import { db } from '~/utils/db.server.ts'
import { listUnsubscribeHeaders, sendEmail } from '~/utils/mailer.server.ts'
import { resetSmtp, startSmtpCatcher, useSmtp } from '../fakes/smtp-server.ts'
import { uniqueEmail } from './helpers.ts'

afterEach(resetSmtp)

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
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      useSmtp(`smtp://127.0.0.1:${catcher.port}`)
      const result = await sendEmail({ to: uniqueEmail('refused'), subject: 'Refused', text: 'Nope' })
      expect(result.status).toBe('failed')
      const row = await db.outboundEmail.findUniqueOrThrow({ where: { id: result.id } })
      expect(row.status).toBe('failed')
      expect(row.error).toContain('554')
      expect(row.sentAt).toBeNull()
      expect(catcher.messages).toHaveLength(0)
      // and the failure is logged for the operator
      expect(consoleError).toHaveBeenCalledExactlyOnceWith(`email ${result.id} to ${row.to} failed (attempt 1): Mail command failed: 554 5.7.1 Sender refused`)
    } finally {
      await catcher.close()
    }
  })
})
