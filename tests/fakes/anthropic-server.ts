// A local stand-in for the Anthropic Messages API (POST /v1/messages, streaming server-sent
// events), so the Claude engine is tested at its network boundary without the network. Each
// request takes the next scripted response: an event stream, an HTTP error, or silence.
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type ScriptedResponse =
  | { kind: 'stream'; events: Array<Record<string, unknown>> }
  | { kind: 'error'; status: number; errorType: string; message: string }
  /** accept the request and never answer (a timeout) */
  | { kind: 'hang' }

export type FakeAnthropic = {
  baseURL: string
  /** the JSON bodies the engine sent, in order */
  requests: Array<Record<string, unknown>>
  script(...responses: ScriptedResponse[]): void
  close(): Promise<void>
}

export async function startFakeAnthropic(): Promise<FakeAnthropic> {
  const queue: ScriptedResponse[] = []
  const requests: Array<Record<string, unknown>> = []
  const hanging = new Set<http.ServerResponse>()
  const server = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      if (request.method !== 'POST' || !request.url?.startsWith('/v1/messages')) {
        response.writeHead(404).end()
        return
      }
      requests.push(JSON.parse(body) as Record<string, unknown>)
      const next = queue.shift() ?? { kind: 'error', status: 500, errorType: 'api_error', message: 'no scripted response' }
      if (next.kind === 'hang') {
        hanging.add(response)
        return
      }
      if (next.kind === 'error') {
        response.writeHead(next.status, { 'Content-Type': 'application/json' })
        response.end(JSON.stringify({ type: 'error', error: { type: next.errorType, message: next.message } }))
        return
      }
      response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' })
      for (const event of next.events) response.write(`event: ${String(event.type)}\ndata: ${JSON.stringify(event)}\n\n`)
      response.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseURL: `http://127.0.0.1:${port}`,
    requests,
    script: (...responses) => queue.push(...responses),
    close: async () => {
      for (const response of hanging) response.destroy()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

/** The events of one streamed message: optional text, then optional tool calls (input sent in pieces). */
export function messageEvents({
  text,
  tools = [],
  inputTokens = 50,
  outputTokens = 30,
}: {
  text?: string[]
  tools?: Array<{ id: string; name: string; inputJson: string }>
  inputTokens?: number
  outputTokens?: number
}): Array<Record<string, unknown>> {
  const events: Array<Record<string, unknown>> = [
    {
      type: 'message_start',
      message: {
        id: 'msg_fake',
        type: 'message',
        role: 'assistant',
        model: 'claude-fake',
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: inputTokens, output_tokens: 1 },
      },
    },
  ]
  let index = 0
  if (text) {
    events.push({ type: 'content_block_start', index, content_block: { type: 'text', text: '' } })
    for (const piece of text) events.push({ type: 'content_block_delta', index, delta: { type: 'text_delta', text: piece } })
    events.push({ type: 'content_block_stop', index })
    index++
  }
  for (const tool of tools) {
    events.push({ type: 'content_block_start', index, content_block: { type: 'tool_use', id: tool.id, name: tool.name, input: {} } })
    const middle = Math.floor(tool.inputJson.length / 2)
    for (const part of [tool.inputJson.slice(0, middle), tool.inputJson.slice(middle)]) {
      events.push({ type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json: part } })
    }
    events.push({ type: 'content_block_stop', index })
    index++
  }
  events.push({
    type: 'message_delta',
    delta: { stop_reason: tools.length ? 'tool_use' : 'end_turn', stop_sequence: null },
    usage: { output_tokens: outputTokens },
  })
  events.push({ type: 'message_stop' })
  return events
}
