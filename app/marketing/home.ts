// Static content of the home page and /how-it-works (spec §2 'Home', 'How it works', §3 Service
// card, §1 figures, §9 affiliate onboarding).

/** Spec §3 Service card. */
export type ServiceCard = {
  title: string
  description: string
  image: { src: string; alt: string }
  features: readonly string[]
  badge: string
  link: string
}

export const SERVICE_CARDS: readonly ServiceCard[] = [
  {
    title: 'CIPP Pipe Repair',
    description: 'Trenchless pipe lining that renews sewer and drain lines without digging up your yard.',
    image: { src: '/images/services/cipp-pipe-repair.svg', alt: 'A new liner cured inside an old sewer pipe under a lawn' },
    features: ['30-50% less than trenching', 'Done in 2-3 days', '50+ year lifespan'],
    badge: 'Specialized',
    link: '/cipp-pipe-repair',
  },
  {
    title: 'Roofing Services',
    description: 'Repairs, replacements and inspections from vetted Florida roofers, estimated from satellite imagery.',
    image: { src: '/images/services/roofing.svg', alt: 'A house roof with a satellite measuring it' },
    features: ['Estimates within 24 hours', 'Storm damage repair', 'Wind-mitigation inspections'],
    badge: 'Popular',
    link: '/roofing-services',
  },
  {
    title: 'Foundation & Concrete',
    description: 'Settlement, cracked slabs and sinkhole-related damage handled by structural specialists.',
    image: { src: '/images/services/foundation.svg', alt: 'A house on a foundation with support piers beneath it' },
    features: ['Slab and pier stabilization', 'Crack and settlement repair', 'Engineer-backed assessments'],
    badge: 'Critical',
    link: '/find-services',
  },
  {
    title: 'Sea Wall & Dock Repair',
    description: 'Seawall, cap and dock repair for waterfront homes on Florida’s canals, rivers and lagoons.',
    image: { src: '/images/services/seawall.svg', alt: 'A seawall and dock beside water' },
    features: ['Seawall caps and panels', 'Dock and piling repair', 'Marine-permitted contractors'],
    badge: 'Coastal',
    link: '/find-services',
  },
]

export const VENDOR_PITCH_STATS = [
  { value: '500+', label: 'vetted professionals' },
  { value: '10K+', label: 'matches made' },
  { value: '$2M+', label: 'in projects' },
  { value: '150%', label: 'average revenue increase' },
] as const

export const HOW_IT_WORKS_STEPS = [
  {
    title: 'Chat with Harper',
    description: 'Describe your project in your own words, any time: Harper is available 24/7 and asks only what it needs.',
  },
  {
    title: 'Personalized matching',
    description: 'Harper weighs 50+ factors (service, location, budget, urgency, licensing and reviews) with 98% match accuracy.',
  },
  {
    title: 'Hassle-free service',
    description: 'Compare quotes from vetted professionals, book the one you like and get the job done.',
  },
] as const

export const TRUST_POINTS = [
  { title: 'Vetted partners', description: 'Every one of our 500+ professionals is licence-checked and insured before joining the network.' },
  { title: 'Quality guarantee', description: '95-98% of homeowners are satisfied. If a job goes wrong, we help you put it right with the contractor.' },
  { title: '24/7 support', description: 'Harper answers around the clock, and our team backs up emergency vendor support 24/7.' },
] as const

/** Spec §9: affiliate onboarding in 14 days. */
export const AFFILIATE_ONBOARDING = [
  { day: 1, title: 'Account setup', description: 'Your application is approved, your affiliate dashboard opens and your referral code is issued.' },
  { day: 3, title: 'First live training', description: 'Join a live session on how Harper matches your clients and how referrals are tracked.' },
  { day: 7, title: 'Course modules 1-3', description: 'Complete the first three modules of “Building Value for Your Clients: Level 1”.' },
  { day: 10, title: 'App tools', description: 'Start using the probate checker and inspection booking tools.' },
  { day: 14, title: 'First referral', description: 'Refer your first client and follow the match in your dashboard.' },
] as const
