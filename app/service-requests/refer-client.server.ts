import { resolveZip } from '~/applications/vendor-location.server.ts'
import { findAffiliateProfileForUser } from '~/referrals/affiliates.server.ts'
import type { ReferClientInput } from '~/referrals/refer-client-schema.ts'
import { db } from '~/utils/db.server.ts'
import { createServiceRequest } from './create-request.server.ts'

export type ReferClientOutcome = { status: 'referred'; referralId: string } | { status: 'no-profile' } | { status: 'unknown-zip' }

/**
 * 'Refer a client' on the affiliate dashboard: a service request attributed to the agent and a
 * pending referral tied to it, in one transaction, by the process's one creator. No vendor is
 * ranked yet: the team (or Harper, when it calls the client) matches it later.
 */
export async function referClient(userId: string, input: ReferClientInput): Promise<ReferClientOutcome> {
  const profile = await findAffiliateProfileForUser(userId)
  if (!profile) return { status: 'no-profile' }
  const place = resolveZip(input.zip)
  if (!place) return { status: 'unknown-zip' }
  const created = await db.$transaction((tx) =>
    createServiceRequest(
      tx,
      {
        name: input.clientName,
        email: input.clientEmail?.toLowerCase(),
        phone: input.clientPhone,
        serviceType: input.serviceType,
        zip: input.zip,
        latitude: place.latitude,
        longitude: place.longitude,
        urgency: input.urgency,
        // the agent is not asked the client's budget; Harper asks the client when it calls
        description: input.note ?? `Referred by ${profile.name} (${profile.referralCode})`,
        // the agent confirmed the client agreed to be contacted
        consentAt: new Date(),
      },
      { agent: profile },
    ),
  )
  return { status: 'referred', referralId: created.referralId! }
}
