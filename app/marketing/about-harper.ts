import { parseStep } from './url-state.ts'

// Static content and URL state of /about-harper (spec §2 'About Harper', §3 Tab entry,
// Development phase, Demo script step).

export const AUDIENCES = ['homeowners', 'realtors', 'stakeholders'] as const
export type Audience = (typeof AUDIENCES)[number]
export const DEFAULT_AUDIENCE: Audience = 'homeowners'

/** Spec §3 Tab entry. */
export type TabEntry = {
  id: Audience
  label: string
  title: string
  description: string
  benefit: string
  highlight: string
  features: readonly string[]
}

export const AUDIENCE_TABS: readonly TabEntry[] = [
  {
    id: 'homeowners',
    label: 'Homeowners',
    title: 'Find the right pro without the phone tag',
    description:
      'Tell Harper what is wrong in your own words. Harper asks the follow-up questions a good project manager would, then introduces you to vetted professionals who fit the job.',
    benefit: 'Save hours of research and get quotes from licensed, insured contractors only.',
    highlight: '98% match accuracy across 50+ factors',
    features: ['Available 24/7', 'Licence and insurance checked', 'Matches by service, location, budget and urgency', 'Free to use'],
  },
  {
    id: 'realtors',
    label: 'Realtors',
    title: 'Keep every closing on schedule',
    description:
      'Send clients to Harper for pre-listing repairs, inspection findings and post-closing projects. Each referral is tracked in your affiliate dashboard.',
    benefit: 'Earn referral incentives (about $250 on average) on completed jobs, at no cost to join.',
    highlight: '95% faster sales when repairs are handled before closing',
    features: [
      'Free affiliate programme',
      'Course and live trainings valued at $279/month',
      'Probate checker and inspection booking tools',
      '14-day onboarding',
    ],
  },
  {
    id: 'stakeholders',
    label: 'Stakeholders',
    title: 'A marketplace built on verified work',
    description:
      'Harper routes real homeowner demand to vetted local contractors and measures every match, so growth comes from completed jobs rather than ad spend.',
    benefit: 'Vendors in the network report a 150% average revenue increase.',
    highlight: '10K+ matches and $2M+ in projects',
    features: ['500+ vetted professionals', '500+ matches daily', '95-98% satisfaction', 'Operating across Florida'],
  },
]

export function parseAudience(value: string | null): Audience {
  return (AUDIENCES as readonly string[]).includes(value ?? '') ? (value as Audience) : DEFAULT_AUDIENCE
}

export function tabFor(audience: Audience): TabEntry {
  return AUDIENCE_TABS.find((tab) => tab.id === audience)!
}

/**
 * Whether this page load is a tab change worth recording (spec §7: about-page tab click,
 * category about_harper, label the audience). Tab links carry `?audience=`; demo links keep it
 * too, so a load is a tab change only when the audience is explicit AND differs from the one on
 * the about page the visitor came from (the same-origin Referer, which our Referrer-Policy
 * sends). A visit from elsewhere with an explicit audience counts as choosing that tab.
 */
export function audienceChange(url: URL, referer: string | null): Audience | null {
  const explicit = url.searchParams.get('audience')
  if (explicit === null || !(AUDIENCES as readonly string[]).includes(explicit)) return null
  if (referer) {
    let from: URL | null = null
    try {
      from = new URL(referer)
    } catch {
      from = null
    }
    if (from && from.origin === url.origin && pagePath(from) === pagePath(url)) {
      if (parseAudience(from.searchParams.get('audience')) === explicit) return null
    }
  }
  return explicit as Audience
}

// React Router's client navigations fetch `/about-harper.data?…`; compare the page itself.
function pagePath(url: URL): string {
  return url.pathname.replace(/\.data$/, '').replace(/\/$/, '') || '/'
}

/** Spec §3 Demo script step. */
export type DemoScriptStep = {
  type: 'harper' | 'user'
  message: string
  suggestions?: readonly string[]
  response?: string
}

export const ABOUT_DEMO_GREETING: DemoScriptStep = {
  type: 'harper',
  message: "Hi! I'm Harper—what can I help you with today?",
  suggestions: ['My roof is leaking after the storm', 'I need a sewer line inspection'],
}

/** The 3 scripted steps; step N shows the first N entries. */
export const ABOUT_DEMO_SCRIPT: readonly DemoScriptStep[] = [
  {
    type: 'user',
    message: 'My roof is leaking after the storm',
    response:
      "I'm sorry to hear that. To match you well: where is the home, and is water coming inside right now? I can prioritise emergency roofers if it is.",
    suggestions: ["It's in Cocoa Beach, and yes, it's dripping in the hallway", "It's in Melbourne, no water inside yet"],
  },
  {
    type: 'user',
    message: "It's in Cocoa Beach, and yes, it's dripping in the hallway",
    response:
      'Thanks. I checked 50+ factors: roofers licensed in Brevard County, insured, available today, and rated 4.8 or higher for storm repairs. What budget range should I use?',
    suggestions: ['$1,001 - $5,000', 'I need an estimate first'],
  },
  {
    type: 'user',
    message: 'I need an estimate first',
    response:
      'No problem. I found 3 vetted roofers who can inspect today and give you a written estimate within 24 hours. Want me to book the first available visit?',
  },
]

export const ABOUT_DEMO_LAST_STEP = ABOUT_DEMO_SCRIPT.length

export function parseAboutDemoStep(value: string | null): number {
  return parseStep(value, 0, ABOUT_DEMO_LAST_STEP)
}

/** Spec §3 Development phase. */
export type DevelopmentPhase = { phase: string; duration: string; status: 'completed' | 'active' }

export const DEVELOPMENT_PHASES: readonly DevelopmentPhase[] = [
  { phase: 'Research and contractor interviews', duration: 'Months 1-4', status: 'completed' },
  { phase: 'Matching model on 50+ factors', duration: 'Months 5-10', status: 'completed' },
  { phase: 'Beta with 200+ testers', duration: 'Months 11-15', status: 'completed' },
  { phase: 'Florida launch and continuous learning', duration: 'Months 16-18 and ongoing', status: 'active' },
]

export const HARPER_STATS = [
  { value: '18 months', label: 'of development' },
  { value: '50,000+', label: 'AI interactions' },
  { value: '200+', label: 'beta testers' },
  { value: '1,000+', label: 'hours of training and testing' },
] as const
