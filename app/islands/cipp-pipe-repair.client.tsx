// /cipp-pipe-repair is not hydrated: its scripted chat and the booking calendar's button are (0045).
import { BookingWidget } from '~/components/marketing/booking-widget.tsx'
import { PipeDemo } from '~/components/marketing/pipe-demo.tsx'
import { hydrateIsland } from './hydrate.client.tsx'

hydrateIsland('pipe-demo', PipeDemo)
hydrateIsland('booking-widget', BookingWidget)
