// How long a vendor has to answer an offered lead before it goes to the next ranked vendor
// (issue #12): shorter when the homeowner needs the work today. Deployments set
// LEAD_OFFER_WINDOW_MINUTES and LEAD_OFFER_WINDOW_IMMEDIATE_MINUTES (24 h and 2 h by default,
// app/utils/env.server.ts).

type OfferWindowSettings = { LEAD_OFFER_WINDOW_MINUTES: number; LEAD_OFFER_WINDOW_IMMEDIATE_MINUTES: number }

/** The window for a request's urgency, from the settings app/utils/env.server.ts validated. */
export function offerWindowMinutes(urgency: string, settings: OfferWindowSettings): number {
  return urgency === 'immediate' ? settings.LEAD_OFFER_WINDOW_IMMEDIATE_MINUTES : settings.LEAD_OFFER_WINDOW_MINUTES
}

export function offerExpiry(urgency: string, offeredAt: Date, settings: OfferWindowSettings) {
  return new Date(offeredAt.getTime() + offerWindowMinutes(urgency, settings) * 60_000)
}
