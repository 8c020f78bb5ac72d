// The homeowner's private status link (issue #12 part 5): every email a homeowner gets about their
// request carries one, to /requests/status, where they see who accepted, mark a pro hired or
// cancel. The tokens are the account links' (docs/decisions/0014: 32 random bytes, only the
// SHA-256 stored, in Verification), with two differences: a status token names a service request
// rather than a user, and it is never spent, because the homeowner comes back to it. Each email
// mints its own token, valid for 90 days from that email, so an older email's link keeps working
// until it expires; housekeeping deletes expired tokens. A homeowner who gave only a phone has no
// email: their link (given in the chat's reply) is stored without an address, since the token
// names the request and nothing reads the address back.
import { generateToken, hashToken, tokenLink, TOKEN_LIFETIMES_MS } from '~/accounts/verification.server.ts'
import { db, type DbTransaction } from '~/utils/db.server.ts'
import { homeownerLanguage, homeownerTexts, type HomeownerLanguage } from './homeowner-texts.ts'
import { REQUEST_STATUS_PATH } from './request-status.ts'

const PURPOSE = 'request_status'

/** A new private link to the request's status page (stores the token's hash, returns the link). */
export async function requestStatusLink(
  client: DbTransaction | typeof db,
  { serviceRequestId, email }: { serviceRequestId: string; email?: string | null },
  now = new Date(),
) {
  const { token, tokenHash } = generateToken()
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIMES_MS[PURPOSE])
  await client.verification.create({ data: { purpose: PURPOSE, email: email || null, serviceRequestId, tokenHash, expiresAt } })
  return tokenLink(REQUEST_STATUS_PATH, token)
}

/** The line every homeowner email about a request ends with: its status link, explained, in the request's language. */
export async function requestStatusLine(
  client: DbTransaction | typeof db,
  request: { serviceRequestId: string; email: string; language: string },
  now = new Date(),
) {
  return homeownerTexts(request.language).statusLine(await requestStatusLink(client, request, now))
}

export type StatusTokenCheck = { status: 'valid'; serviceRequestId: string; language: HomeownerLanguage } | { status: 'invalid' } | { status: 'expired' }

/** The request a status token opens; tokens of any other purpose (a password link) open nothing. */
export async function checkRequestStatusToken(token: string, now = new Date()): Promise<StatusTokenCheck> {
  if (!token || token.length > 200) return { status: 'invalid' }
  const row = await db.verification.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { purpose: true, serviceRequestId: true, expiresAt: true, serviceRequest: { select: { language: true } } },
  })
  if (!row || row.purpose !== PURPOSE || !row.serviceRequestId || !row.serviceRequest) return { status: 'invalid' }
  if (row.expiresAt <= now) return { status: 'expired' }
  return { status: 'valid', serviceRequestId: row.serviceRequestId, language: homeownerLanguage(row.serviceRequest.language) }
}
