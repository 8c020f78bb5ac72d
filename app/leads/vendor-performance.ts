// The vendor dashboard's performance figures, from the vendor's own leads.
export type AnsweredLead = { status: string; offeredAt: Date | null; respondedAt: Date | null }

const ACCEPTED = ['accepted', 'scheduled', 'in_progress', 'completed', 'cancelled']

export function vendorPerformance(leads: AnsweredLead[]) {
  const answered = leads.filter((lead) => lead.offeredAt && lead.respondedAt)
  const minutes = answered.map((lead) => (lead.respondedAt!.getTime() - lead.offeredAt!.getTime()) / 60_000)
  const offered = leads.filter((lead) => lead.offeredAt && lead.status !== 'offered')
  const accepted = offered.filter((lead) => lead.respondedAt && ACCEPTED.includes(lead.status))
  return {
    /** average minutes from offer to answer, or null before the first answer */
    responseMinutes: minutes.length ? Math.round(minutes.reduce((sum, value) => sum + value, 0) / minutes.length) : null,
    /** accepted ÷ offers that ended (answered or expired), as a whole percentage */
    acceptRatePercent: offered.length ? Math.round((accepted.length / offered.length) * 100) : null,
    completedJobs: leads.filter((lead) => lead.status === 'completed').length,
  }
}

export function formatMinutes(minutes: number | null) {
  if (minutes === null) return '—'
  if (minutes < 60) return `${minutes} min`
  if (minutes < 48 * 60) return `${Math.round(minutes / 6) / 10} h`
  return `${Math.round(minutes / 144) / 10} days`
}
