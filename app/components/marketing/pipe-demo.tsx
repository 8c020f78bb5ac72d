import { ScriptedDemoChat } from './scripted-demo-chat.tsx'
import { useUrlSearch } from './url-state-link.tsx'
import { ScrollToAnchorLink } from '~/components/anchor-link.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { PIPE_DEMO } from '~/marketing/cipp.ts'

/** /cipp-pipe-repair's scripted chat, an island (docs/decisions/0045): `search` is the request's query string. */
export function PipeDemo({ search, bookingAnchor }: { search: string; bookingAnchor: string }) {
  const searchParams = useUrlSearch(search)
  return (
    <ScriptedDemoChat
      demo={PIPE_DEMO}
      searchParams={searchParams}
      anchor={PIPE_DEMO.id}
      finale={
        <ScrollToAnchorLink to={`#${bookingAnchor}`} className={buttonVariants()}>
          Book your free video inspection
        </ScrollToAnchorLink>
      }
    />
  )
}
