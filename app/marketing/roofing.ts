import type { ScriptedDemo } from './scripted-demo.ts'

// Static content of /roofing-services (spec §2 'Roofing', 'Scripted demos', §9 demo figures).

export const ROOF_AREA_SQ_FT = 2_400
export const ROOFING_DEMO_BUDGETS = ['$9,000-$25,000', '$25,000-$50,000', '$50,000+', 'Need estimate'] as const
export const ROOFING_DEMO_ESTIMATES = [28_500, 31_800, 25_200] as const

export function formatDollars(amount: number): string {
  return `$${amount.toLocaleString('en-US')}`
}

export type MockCheckout = {
  slug: string
  contractor: string
  totalDollars: number
  depositRate: number
}

export const ROOF_MASTERS_CHECKOUT: MockCheckout = {
  slug: 'roof-masters',
  contractor: 'Roof Masters',
  totalDollars: ROOFING_DEMO_ESTIMATES[0],
  depositRate: 0.1,
}

/** The deposit in whole dollars (10% of $28,500 is $2,850). */
export function depositDollars(checkout: MockCheckout): number {
  return Math.round(checkout.totalDollars * checkout.depositRate)
}

export const ROOFING_DEMO: ScriptedDemo = {
  id: 'roofing-demo',
  title: 'Harper, roofing matching',
  steps: [
    {
      harper: "Hi! I'm Harper. What does your roof need? I'll match you with vetted roofers near you.",
      options: ['Storm damage repair', 'Full roof replacement', 'Roof inspection', 'Leak repair'],
    },
    {
      harper: `I measured your roof from satellite imagery: about ${ROOF_AREA_SQ_FT.toLocaleString('en-US')} sq ft. What budget do you have in mind?`,
      options: ROOFING_DEMO_BUDGETS,
    },
    {
      harper: 'Thanks. When would you like the work to start?',
      options: ['As soon as possible', 'Within a month', 'Within 3 months', 'Just planning'],
    },
    {
      harper: `Here are 3 estimates for your ${ROOF_AREA_SQ_FT.toLocaleString('en-US')} sq ft roof from vetted roofers: ${ROOFING_DEMO_ESTIMATES.map(formatDollars).join(', ')}. Roof Masters is the best match for your budget and timing.`,
      options: [`Reserve with Roof Masters: ${formatDollars(ROOFING_DEMO_ESTIMATES[0])}`, 'Compare featured contractors'],
    },
  ],
}

export const ROOFING_SERVICES = [
  { title: 'Roof repairs', description: 'Leaks, missing shingles, flashing and storm damage fixed by licensed roofers, often within the week.' },
  { title: 'Roof replacements', description: 'Shingle, tile and metal roofs built to Florida wind-load codes, with manufacturer warranties.' },
  { title: 'Roof inspections', description: 'Insurance, wind-mitigation and pre-sale inspections with a written report and photos.' },
  { title: 'Satellite imagery estimates', description: 'Your roof measured from satellite imagery, so an estimate arrives within 24 hours without a ladder.' },
] as const

export const HOMEOWNER_ADVANTAGES = [
  { value: '98%', label: 'estimate accuracy', description: 'Satellite measurements match the final invoice.' },
  { value: '24 hours', label: 'estimate delivery', description: 'Compare quotes the day after you ask.' },
  { value: '40%', label: 'time saved', description: 'No calling around or waiting for site visits.' },
  { value: '15%', label: 'cost savings', description: 'Competitive quotes from vetted local roofers.' },
] as const

export const REALTOR_BENEFITS = [
  'Book a roof inspection before listing and avoid surprises at the buyer’s inspection.',
  'Share satellite measurements and estimates with buyers to keep negotiations moving.',
  'Earn referral incentives when a client you refer completes a job through the network.',
] as const

export type FeaturedContractor = {
  name: string
  rating: number
  reviews: number
  priceRange: string
  specialty: string
}

export const FEATURED_CONTRACTORS: readonly FeaturedContractor[] = [
  { name: 'Roof Masters', rating: 4.9, reviews: 312, priceRange: '$25,000-$35,000', specialty: 'Shingle and tile replacement' },
  { name: 'Coastal Crown Roofing', rating: 4.8, reviews: 204, priceRange: '$9,000-$25,000', specialty: 'Storm damage and leak repair' },
  { name: 'Space Coast Metal Roofs', rating: 4.7, reviews: 156, priceRange: '$30,000-$50,000', specialty: 'Standing-seam metal roofs' },
]

export const ROOFING_STATS = [
  { value: '200+', label: 'roofing specialists' },
  { value: '4.9/5', label: 'average rating' },
  { value: '24/7', label: 'support' },
] as const
