import type { Route } from './+types/cipp-pipe-repair.ts'
import { PageIntro } from '~/components/page-intro.tsx'
import { pageMeta } from '~/utils/seo.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'CIPP Pipe Repair',
    description: 'Trenchless cured-in-place pipe repair in Florida: 30-50% savings, done in 2-3 days, with a 50+ year lifespan.',
    path: '/cipp-pipe-repair',
  })

export default function CippPipeRepairPage() {
  return (
    <PageIntro title={'Trenchless CIPP Pipe Repair Without Digging Up Your Yard'}>
      <p>Cured-in-place pipe (CIPP) lining renews damaged sewer and drain lines from the inside, without trenching through your lawn, driveway or floors. It typically costs 30-50% less than excavation, is completed in 2-3 days and lasts 50+ years. Start with a free video inspection, valued at $399.</p>
    </PageIntro>
  )
}
