// The seeded demo directory in memory (SEED_VENDORS, located with zipcodes as the seed does), for
// Harper's eval (scripts/harper-eval.ts) and the engines' tests. It lives beside the seed data
// because code in app/ does not import the seed (docs/decisions/0016).
import { memoryVendorDirectory, type VendorDirectory } from '~/vendors/directory.server.ts'
import type { VendorCandidate } from '~/vendors/search.ts'
import { SEED_VENDORS, seedVendorRow } from './vendors.ts'

export function seededDirectory(): VendorDirectory {
  const vendors: VendorCandidate[] = SEED_VENDORS.map(seedVendorRow)
  return memoryVendorDirectory(vendors)
}
