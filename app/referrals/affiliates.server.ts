import { db } from '~/utils/db.server.ts'

/** The affiliate profile owned by this user, if approved; scoped by the acting user's id. */
export function findAffiliateProfileForUser(userId: string) {
  return db.affiliateProfile.findUnique({
    where: { userId },
    select: { id: true, name: true, email: true, brokerageName: true, referralCode: true, performanceScore: true, createdAt: true },
  })
}
