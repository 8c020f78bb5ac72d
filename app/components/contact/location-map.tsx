import { useState } from 'react'
import { buttonVariants } from '~/components/ui/button.tsx'
import { useHydrated } from '~/utils/use-hydrated.ts'

/**
 * /contact's map, an island beside the form's (its script hydrates both): the map loads only when
 * asked, so no third-party request is made before that; without JavaScript 'Show map' opens it in
 * a new tab, and 'Open in Google Maps' always works. The company's details come as props, so the
 * island does not import the layout's modules.
 */
export function LocationMap({ embedUrl, mapsUrl, locality }: { embedUrl: string | null; mapsUrl: string; locality: string }) {
  const hydrated = useHydrated()
  const [shown, setShown] = useState(false)
  return (
    <div className="flex flex-col gap-3">
      {embedUrl && shown ? (
        <iframe
          src={embedUrl}
          title="Map of Harper Home in Cocoa Beach, FL"
          className="aspect-video w-full rounded-xl border border-border"
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      ) : (
        <div className="flex aspect-video w-full items-center justify-center rounded-xl border border-dashed border-border bg-muted p-6 text-center text-sm text-muted-foreground">
          {embedUrl ? 'The map loads from Google Maps when you ask for it.' : locality}
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        {embedUrl && !shown ? (
          hydrated ? (
            <button type="button" className={buttonVariants({ variant: 'outline' })} onClick={() => setShown(true)}>
              Show map
            </button>
          ) : (
            <a href={embedUrl} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: 'outline' })}>
              Show map
            </a>
          )
        ) : null}
        <a href={mapsUrl} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: 'link' })}>
          Open in Google Maps
        </a>
      </div>
    </div>
  )
}
