import type { Prisma } from '~/generated/prisma-sqlite/client.ts'
import { db } from '~/utils/db.server.ts'

// Product analytics stored in our own database (no third-party tracker): e.g. a contact-form
// send (category 'contact', label = subject, role in properties) or an about-page tab change
// (category 'about_harper', label = audience).
export type AnalyticsEventInput = {
  category: string
  action?: string
  label?: string
  properties?: Prisma.InputJsonValue
}

export async function recordAnalyticsEvent({ category, action, label, properties }: AnalyticsEventInput) {
  await db.analyticsEvent.create({ data: { category, action, label, properties } })
}
