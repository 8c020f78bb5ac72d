import http from 'node:http'

// A raw HTTP client for the fuzz test: full control over the bytes and headers sent (a wrong
// Content-Length, chunked bodies, broken multipart), and an outcome that tells a dropped
// connection from an answer. Response bodies are read up to READ_CAP and no further.

export const READ_CAP = 1024 * 1024

export type Outcome =
  | { kind: 'answer'; status: number; headers: http.IncomingHttpHeaders; body: string; bodyBytes: number; truncated: boolean }
  | { kind: 'dropped'; error: string }

export type RawRequest = {
  method?: string
  path: string
  headers?: Record<string, string>
  /** the whole body, sent with Content-Length unless `chunked` */
  body?: Buffer | string
  /** a body of `totalBytes`: `first`, then `chunk` repeated, written as the server accepts it (chunked unless `contentLength`) */
  stream?: { first?: Buffer; chunk: Buffer; totalBytes: number; contentLength?: boolean }
  /** keep uploading after an early answer, as a client that does not watch for one would */
  completeUpload?: boolean
  agent?: http.Agent
  timeoutMs?: number
}

export function send(baseURL: string, request: RawRequest): Promise<Outcome> {
  const url = new URL(request.path, baseURL)
  return new Promise((resolve) => {
    let settled = false
    let answered = false
    const finish = (outcome: Outcome) => {
      if (settled) return
      settled = true
      resolve(outcome)
    }
    const headers: Record<string, string> = { ...request.headers }
    if (request.body !== undefined) headers['Content-Length'] ??= String(Buffer.byteLength(request.body))
    if (request.stream?.contentLength) headers['Content-Length'] = String(request.stream.totalBytes)
    const req = http.request(url, { method: request.method ?? 'POST', headers, agent: request.agent ?? false })
    req.setTimeout(request.timeoutMs ?? 60_000, () => {
      finish({ kind: 'dropped', error: 'timeout: no answer' })
      req.destroy()
    })
    // an upload cut short after the answer has begun is the server's right (it refused the body)
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (!answered) finish({ kind: 'dropped', error: error.code ?? error.message })
    })
    req.on('response', (response) => {
      answered = true
      const chunks: Buffer[] = []
      let bytes = 0
      let truncated = false
      response.on('data', (chunk: Buffer) => {
        if (truncated) return
        bytes += chunk.length
        if (bytes > READ_CAP) {
          truncated = true
          // enough read to know the answer echoes too much; stop here
          finish(answer())
          response.destroy()
          req.destroy()
          return
        }
        chunks.push(chunk)
      })
      const answer = (): Outcome => ({
        kind: 'answer',
        status: response.statusCode ?? 0,
        headers: response.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        bodyBytes: bytes,
        truncated,
      })
      response.on('end', () => {
        finish(answer())
        // an upload still under way when the answer ended is not finished: drop it (not on a kept-alive socket)
        if (!req.writableFinished) req.destroy()
      })
      response.on('error', (error: NodeJS.ErrnoException) => finish({ kind: 'dropped', error: `${error.code ?? error.message} mid-answer` }))
      response.on('aborted', () => finish({ kind: 'dropped', error: 'aborted mid-answer' }))
    })
    if (request.stream) {
      const { first, chunk, totalBytes } = request.stream
      let sent = 0
      const pump = () => {
        // a server that has answered (and closed) stops the upload, as a browser would
        while ((request.completeUpload || !answered) && !req.destroyed && sent < totalBytes) {
          const next = sent === 0 && first ? first : chunk
          const piece = sent + next.length <= totalBytes ? next : next.subarray(0, totalBytes - sent)
          sent += piece.length
          if (!req.write(piece)) return void req.once('drain', pump)
        }
        if (!req.destroyed && !req.writableEnded && sent >= totalBytes) req.end()
      }
      pump()
    } else {
      req.end(request.body)
    }
  })
}

export function describe(outcome: Outcome) {
  return outcome.kind === 'answer'
    ? `${outcome.status}${outcome.truncated ? ` with over ${READ_CAP} bytes of body` : ` (${outcome.bodyBytes} bytes)`}`
    : `dropped connection: ${outcome.error}`
}
