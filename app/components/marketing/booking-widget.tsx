import * as React from 'react'
import { Button, buttonVariants } from '~/components/ui/button.tsx'
import { useHydrated } from '~/utils/use-hydrated.ts'

/**
 * The third-party scheduling widget (BOOKING_URL from the root loader's public env, e.g. cal.com), loaded only when the visitor
 * asks for it: no request reaches the booking provider before the click. The plain link is always
 * there, so booking works without JavaScript or when the embed cannot load.
 */
export function BookingWidget({ title, bookingUrl }: { title: string; bookingUrl: string | undefined }) {
  const hydrated = useHydrated()
  const [loaded, setLoaded] = React.useState(false)
  if (!bookingUrl) return null
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-3">
        {hydrated && !loaded ? (
          <Button size="lg" onClick={() => setLoaded(true)}>
            Load the scheduling calendar
          </Button>
        ) : null}
        <a href={bookingUrl} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          Open the booking page<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      <p className="text-sm text-muted-foreground">The calendar is provided by our scheduling partner and loads from their site only when you ask for it.</p>
      {loaded ? (
        <iframe
          src={bookingUrl}
          title={title}
          className="h-[640px] w-full rounded-lg border border-border bg-surface"
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : null}
    </div>
  )
}
