import { ScriptedDemoChat } from './scripted-demo-chat.tsx'
import { UrlStateLink, useUrlSearch } from './url-state-link.tsx'
import { ScrollToAnchorLink } from '~/components/anchor-link.tsx'
import { Button, buttonVariants } from '~/components/ui/button.tsx'
import { Field } from '~/components/ui/field.tsx'
import { Input } from '~/components/ui/input.tsx'
import { ROOF_MASTERS_CHECKOUT, ROOFING_DEMO, depositDollars, formatDollars } from '~/marketing/roofing.ts'
import { opensCheckout } from '~/marketing/scripted-demo.ts'
import { demoSearch, withParam } from '~/marketing/url-state.ts'

const DEMO_ANCHOR = ROOFING_DEMO.id

/**
 * /roofing-services' scripted chat and, from its last step, the mock checkout (`?checkout=roof-masters`):
 * an island (docs/decisions/0045); `search` is the request's query string.
 */
export function RoofingDemo({ search, contractorsAnchor }: { search: string; contractorsAnchor: string }) {
  const searchParams = useUrlSearch(search)
  if (searchParams.get('checkout') === ROOF_MASTERS_CHECKOUT.slug) {
    return <MockCheckout backTo={demoSearch(searchParams, { step: 1 }) as `?${string}`} />
  }
  return (
    <ScriptedDemoChat
      demo={ROOFING_DEMO}
      searchParams={searchParams}
      anchor={DEMO_ANCHOR}
      renderLastStepOption={(option) =>
        opensCheckout(option) ? (
          <UrlStateLink
            to={withParam(searchParams, 'checkout', ROOF_MASTERS_CHECKOUT.slug) as `?${string}`}
            anchor={DEMO_ANCHOR}
            className={buttonVariants({ size: 'sm' })}
          >
            {option}
          </UrlStateLink>
        ) : (
          <ScrollToAnchorLink to={`#${contractorsAnchor}`} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            {option}
          </ScrollToAnchorLink>
        )
      }
    />
  )
}

/** The spec's mock checkout. No payment is taken online, and the page says so. */
function MockCheckout({ backTo }: { backTo: `?${string}` }) {
  const checkout = ROOF_MASTERS_CHECKOUT
  // fixed ids: an island's own generated ids would differ from the page's (docs/decisions/0043)
  return (
    <section aria-labelledby="checkout-heading" data-testid="mock-checkout" className="rounded-xl border border-border bg-surface p-5 shadow-sm sm:p-6">
      <h3 id="checkout-heading" className="text-xl font-semibold">
        Reserve with {checkout.contractor}
      </h3>
      <dl className="mt-4 grid grid-cols-2 gap-2 rounded-lg bg-muted p-4">
        <dt>Project total</dt>
        <dd className="text-right font-semibold">{formatDollars(checkout.totalDollars)}</dd>
        <dt>Deposit ({Math.round(checkout.depositRate * 100)}%)</dt>
        <dd className="text-right font-semibold">{formatDollars(depositDollars(checkout))}</dd>
      </dl>
      <form className="mt-5 grid gap-4 sm:grid-cols-2" aria-describedby="checkout-note">
        <Field label="First name" id="checkout-first-name">
          <Input name="firstName" autoComplete="given-name" />
        </Field>
        <Field label="Last name" id="checkout-last-name">
          <Input name="lastName" autoComplete="family-name" />
        </Field>
        <Field label="Email" id="checkout-email">
          <Input name="email" type="email" autoComplete="email" />
        </Field>
        <Field label="Phone" id="checkout-phone">
          <Input name="phone" type="tel" autoComplete="tel" />
        </Field>
        <Field label="Preferred start date" id="checkout-start-date" className="sm:col-span-2">
          <Input name="preferredStartDate" type="date" />
        </Field>
        <p id="checkout-note" className="rounded-lg bg-warning-subtle p-3 text-sm text-warning-subtle-foreground sm:col-span-2">
          This is a demo: payments are not taken online. To go ahead with a real estimate, request a quote from one of the featured contractors below and they
          will confirm price and deposit with you directly.
        </p>
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <Button type="submit" disabled>
            Proceed to Payment
          </Button>
          <UrlStateLink to={backTo} anchor={DEMO_ANCHOR} className={buttonVariants({ variant: 'outline' })}>
            Back to Demo
          </UrlStateLink>
        </div>
      </form>
    </section>
  )
}
