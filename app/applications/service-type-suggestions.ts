import { SERVICE_TYPES, type ServiceType } from '~/marketplace/value-sets.ts'

// Stand-in vocabulary until Harper's trade vocabulary (app/harper/, being written in parallel)
// lands: when it does, suggestServiceTypesFromDescription should delegate to it. Each service type
// is recognised by whole words or phrases a contractor would write about their own work.
const TRADE_TERMS: Record<ServiceType, readonly string[]> = {
  Plumbing: ['plumbing', 'plumber', 'pipe', 'pipes', 'drain', 'drains', 'water heater', 'leak', 'leaks', 'sewer', 'faucet'],
  Electrical: ['electrical', 'electrician', 'wiring', 'rewiring', 'panel', 'breaker', 'outlet', 'lighting', 'generator'],
  HVAC: ['hvac', 'air conditioning', 'a/c', 'ac repair', 'heating', 'furnace', 'heat pump', 'ductwork', 'ventilation'],
  Roofing: ['roof', 'roofing', 'roofer', 'shingle', 'shingles', 'gutter', 'gutters', 'reroof', 'tile roof', 'metal roof'],
  'Foundation Repair': ['foundation', 'slab', 'pier', 'piers', 'settlement', 'concrete', 'stabilization', 'underpinning'],
  'CIPP Pipe Repair': ['cipp', 'cured-in-place', 'cured in place', 'pipe lining', 'trenchless', 'pipe relining'],
  'Seawall Construction': ['seawall', 'sea wall', 'seawalls', 'dock', 'docks', 'bulkhead', 'marine construction', 'boat lift'],
  'Home Inspection': ['inspection', 'inspections', 'inspector', 'home inspection', 'wind mitigation', 'four point', '4-point'],
  'General Contracting': ['general contractor', 'general contracting', 'remodel', 'remodeling', 'renovation', 'renovations', 'additions'],
  Landscaping: ['landscaping', 'landscape', 'lawn', 'irrigation', 'sod', 'tree', 'trees', 'hardscape', 'yard'],
}

function escapeForRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
}

const MATCHERS = SERVICE_TYPES.map((type) => ({
  type,
  pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${TRADE_TERMS[type].map(escapeForRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'iu'),
}))

/**
 * The service types a vendor application's "services offered" text suggests, in the order of
 * SERVICE_TYPES. The admin adjusts them on the approval form; an empty list is a valid answer.
 */
export function suggestServiceTypesFromDescription(description: string): ServiceType[] {
  return MATCHERS.filter(({ pattern }) => pattern.test(description)).map(({ type }) => type)
}
