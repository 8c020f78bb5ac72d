import * as React from 'react'
import { buttonVariants } from '~/components/ui/button.tsx'
import { Field } from '~/components/ui/field.tsx'
import { Input } from '~/components/ui/input.tsx'
import { NativeSelect } from '~/components/ui/select.tsx'
import { BUDGET_RANGES, DEFAULT_URGENCY_LABEL, SERVICE_TYPES, URGENCIES, type ServiceType } from '~/marketplace/value-sets.ts'
import { useHydrated } from '~/utils/use-hydrated.ts'
import { FILTER_NAMES, searchHref, suggestServiceTypes, type VendorSearchParams } from '~/vendors/search.ts'

export const RESULTS_ANCHOR = 'results'
const RESULTS_ACTION = `/find-services#${RESULTS_ANCHOR}`

/**
 * The filter form: a plain GET form to /find-services, so the filters end up in the URL and the
 * results are rendered by the server. It is the page's island with Harper's panel (no router runs
 * there: plain links, the browser navigates). With JavaScript, empty fields are left out of the
 * URL and service-type suggestions follow the typing.
 */
export function SearchFilters({ params, locationError }: { params: VendorSearchParams; locationError: string | null }) {
  const hydrated = useHydrated()
  const formRef = React.useRef<HTMLFormElement>(null)
  const serviceRef = React.useRef<HTMLSelectElement>(null)
  const [typed, setTyped] = React.useState(params.q ?? '')
  const suggestions = suggestServiceTypes(hydrated ? typed : params.q, params.service)

  function submitWithoutEmptyFields(form: HTMLFormElement) {
    const query = new URLSearchParams()
    for (const [name, value] of new FormData(form)) {
      if (typeof value === 'string' && value.trim() !== '') query.set(name, value.trim())
    }
    const search = query.toString()
    window.location.assign(`/find-services${search ? `?${search}` : ''}#${RESULTS_ANCHOR}`)
  }

  function chooseSuggestion(serviceType: ServiceType) {
    if (!serviceRef.current || !formRef.current) return
    serviceRef.current.value = serviceType
    submitWithoutEmptyFields(formRef.current)
  }

  return (
    <details open className="group rounded-xl border border-border bg-surface shadow-sm">
      <summary className="flex min-h-11 items-center justify-between px-5 py-3 font-semibold lg:hidden">
        <span className="group-open:hidden">Show Filters</span>
        <span className="hidden group-open:inline">Hide Filters</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" className="size-4 transition-transform group-open:rotate-180">
          <path d="m5 7.5 5 5 5-5" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </summary>
      <form
        ref={formRef}
        method="get"
        action={RESULTS_ACTION}
        role="search"
        aria-label="Filter professionals"
        className="grid gap-4 p-5 pt-2 sm:grid-cols-2 lg:grid-cols-3 lg:pt-5"
        onSubmit={(event) => {
          event.preventDefault()
          submitWithoutEmptyFields(event.currentTarget)
        }}
      >
        <div className="flex flex-col gap-2 sm:col-span-2 lg:col-span-3">
          <Field label="Search" description="Name, business, specialty or a word from the description">
            <Input
              name="q"
              type="search"
              defaultValue={params.q ?? ''}
              maxLength={100}
              autoComplete="off"
              placeholder="e.g. tile roof, pipe lining, Atlantic Shield"
              onInput={(event) => setTyped(event.currentTarget.value)}
            />
          </Field>
          <div aria-live="polite">
            {suggestions.length > 0 ? (
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span id="service-suggestions-label" className="text-muted-foreground">
                  Suggested service types:
                </span>
                <ul aria-labelledby="service-suggestions-label" className="flex flex-wrap gap-2">
                  {suggestions.map((serviceType) => (
                    <li key={serviceType}>
                      {hydrated ? (
                        <button type="button" className={buttonVariants({ size: 'sm', variant: 'outline' })} onClick={() => chooseSuggestion(serviceType)}>
                          {serviceType}
                        </button>
                      ) : (
                        <a
                          href={`/find-services${searchHref(params, { service: serviceType, show: undefined, details: undefined })}#${RESULTS_ANCHOR}`}
                          className={buttonVariants({ size: 'sm', variant: 'outline' })}
                        >
                          {serviceType}
                        </a>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        </div>

        <Field label="Service type">
          <NativeSelect ref={serviceRef} name="service" defaultValue={params.service ?? ''}>
            <option value="">All services</option>
            {SERVICE_TYPES.map((serviceType) => (
              <option key={serviceType} value={serviceType}>
                {serviceType}
              </option>
            ))}
          </NativeSelect>
        </Field>

        <Field label="Location (ZIP code or city)" errors={locationError ? [locationError] : null}>
          <Input name="location" defaultValue={params.location ?? ''} maxLength={80} autoComplete="postal-code" placeholder="e.g. 32931 or Cocoa Beach, FL" />
        </Field>

        <Field label="Budget range">
          <NativeSelect name="budget" defaultValue={params.budget ?? ''}>
            <option value="">Any budget</option>
            {BUDGET_RANGES.map((range) => (
              <option key={range.value} value={range.value}>
                {range.label}
              </option>
            ))}
          </NativeSelect>
        </Field>

        <Field label="Urgency">
          <NativeSelect name="urgency" defaultValue={params.urgency ?? ''}>
            <option value="">{DEFAULT_URGENCY_LABEL}</option>
            {URGENCIES.map((urgency) => (
              <option key={urgency.value} value={urgency.value}>
                {urgency.label}
              </option>
            ))}
          </NativeSelect>
        </Field>

        <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-2">
          <button type="submit" className={buttonVariants({ size: 'lg' })}>
            Apply Filters &amp; Search
          </button>
          {FILTER_NAMES.some((name) => params[name]) ? (
            <a href="/find-services" className={buttonVariants({ size: 'lg', variant: 'ghost' })}>
              Clear all filters
            </a>
          ) : null}
        </div>
      </form>
    </details>
  )
}
