import { pino } from 'pino'
import { getServerEnv } from './env.server.ts'

// Structured JSON logs, one object a line (docs/decisions/0022): the server writes one line per
// request with its id; other code may log through `logger.child({ requestId })`.
export const logger = pino({ level: getServerEnv().LOG_LEVEL })
