import net from 'node:net'
import { vi } from 'vitest'
import { resetServerEnvForTests } from '~/utils/env.server.ts'
import { resetMailTransportForTests } from '~/utils/mailer.server.ts'

/** Points the app's mailer at `url` for this test (undefined or '': no SMTP, emails are recorded). */
export function useSmtp(url: string | undefined) {
  vi.stubEnv('SMTP_URL', url ?? '')
  resetServerEnvForTests()
  resetMailTransportForTests()
}

/** Undoes useSmtp (call it in afterEach). */
export function resetSmtp() {
  vi.unstubAllEnvs()
  resetServerEnvForTests()
  resetMailTransportForTests()
}

/**
 * A tiny SMTP server on 127.0.0.1 speaking just enough of the protocol for nodemailer (no
 * STARTTLS, no AUTH). `refuseMailFrom` answers 554 to MAIL FROM, like a server that rejects us.
 */
export async function startSmtpCatcher({ refuseMailFrom = false } = {}) {
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

/** A port on 127.0.0.1 where nothing listens: connecting is refused (an SMTP server that is down). */
export async function closedPort() {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}
