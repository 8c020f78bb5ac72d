import type { ScriptedDemo } from './scripted-demo.ts'

// Static content of /cipp-pipe-repair (spec §2 'Pipe repair', §1 figures, 'Scripted demos').

export const PIPE_DEMO_BUDGETS = ['$5,000-$15,000', '$15,000-$30,000', '$30,000+', 'Need estimate'] as const

export const PIPE_DEMO: ScriptedDemo = {
  id: 'harper-process',
  title: 'Harper, pipe-repair matching',
  steps: [
    {
      harper: "Hi! I'm Harper. Tell me what's happening with your pipes and I'll find the right trenchless specialist.",
      options: ['Slow drains or backups', 'Tree roots in the sewer line', 'Cracked or leaking pipe', 'Sewer check before a sale'],
    },
    {
      harper: 'Got it. How old is the home? Older clay and cast-iron lines are ideal candidates for CIPP lining.',
      options: ['Built before 1980', '1980-2000', 'After 2000', "I'm not sure"],
    },
    {
      harper: 'Thanks. What budget are you working with? Most CIPP repairs cost 30-50% less than digging a trench.',
      options: PIPE_DEMO_BUDGETS,
    },
    {
      harper:
        'Great news! I found 3 qualified CIPP specialists near you. Each offers a free video inspection (valued at $399) so you get a firm price before any work starts.',
      options: [],
    },
  ],
}

export const PIPE_DEMO_SUCCESS = 'found 3 qualified CIPP specialists'

export type ComparisonRow = { aspect: string; cipp: string; trenching: string }

export const CIPP_VS_TRENCHING: readonly ComparisonRow[] = [
  { aspect: 'Cost', cipp: '30-50% less than excavation', trenching: 'Full excavation plus landscaping and driveway repair' },
  { aspect: 'Time to complete', cipp: 'Typically 2-3 days', trenching: 'One to three weeks, weather permitting' },
  { aspect: 'Digging', cipp: 'One or two small access points', trenching: 'A trench along the whole length of the pipe' },
  { aspect: 'Lifespan', cipp: '50+ years, seamless and root-resistant', trenching: 'Depends on the new pipe; joints can let roots back in' },
  { aspect: 'Your yard and home', cipp: 'Lawn, driveway and floors stay intact', trenching: 'Lawn, pavers or slab are torn up and restored' },
]

export type Benefit = { title: string; description: string }

export const HOMEOWNER_BENEFITS: readonly Benefit[] = [
  { title: 'Keep your yard', description: 'The new pipe is cured inside the old one, so mature trees, pavers and driveways stay where they are.' },
  { title: 'Save 30-50%', description: 'No excavation crew, no backfill and no landscaping bill after the repair.' },
  { title: 'Back to normal in 2-3 days', description: 'Most homes have running water again the same evening the liner cures.' },
  { title: 'Built to last 50+ years', description: 'A jointless, corrosion-resistant liner keeps roots and groundwater out.' },
]

export const REAL_ESTATE_BENEFITS: readonly Benefit[] = [
  { title: 'Fewer failed inspections', description: 'A sewer camera inspection before listing finds problems before the buyer does.' },
  { title: 'Close faster', description: 'Agents in our network report up to 95% faster sales when sewer repairs are done before closing.' },
  { title: 'Protect the price', description: 'A documented, warrantied line can add $25K+ in value compared with a known defect.' },
]

export const CIPP_STATS = [
  { value: '50+', label: 'pipe specialists' },
  { value: '95%', label: 'success rate' },
  { value: '2,500+', label: 'homeowners helped' },
  { value: '$399', label: 'free video inspection value' },
] as const
