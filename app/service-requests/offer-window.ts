// How long a vendor has to answer an offered lead before it goes to the next ranked vendor
// (issue #12): shorter when the homeowner needs the work today. Deployments set
// LEAD_OFFER_WINDOW_MINUTES and LEAD_OFFER_WINDOW_IMMEDIATE_MINUTES.
export const DEFAULT_OFFER_WINDOWS = { standardMinutes: 24 * 60, immediateMinutes: 2 * 60 } as const

export function offerWindowMinutes(urgency: string, env: Record<string, string | undefined> = process.env): number {
  const read = (name: string, fallback: number) => {
    const value = Number(env[name])
    return Number.isInteger(value) && value > 0 ? value : fallback
  }
  return urgency === 'immediate'
    ? read('LEAD_OFFER_WINDOW_IMMEDIATE_MINUTES', DEFAULT_OFFER_WINDOWS.immediateMinutes)
    : read('LEAD_OFFER_WINDOW_MINUTES', DEFAULT_OFFER_WINDOWS.standardMinutes)
}

export function offerExpiry(urgency: string, offeredAt: Date, env?: Record<string, string | undefined>) {
  return new Date(offeredAt.getTime() + offerWindowMinutes(urgency, env) * 60_000)
}
