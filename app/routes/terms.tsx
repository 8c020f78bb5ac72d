import { Link } from 'react-router'
import type { Route } from './+types/terms.ts'
import { LegalPage } from '~/components/marketing/legal-page.tsx'
import { pageMeta } from '~/utils/seo.ts'
import { COMPANY } from '~/marketing/company.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Terms of Service', description: 'The terms for homeowners, vendors and affiliates using Harper Home.', path: '/terms' })

const LEGAL_EMAIL = COMPANY.inboxes.legal
const linkClass = 'text-primary underline underline-offset-4'

const SECTIONS = [
  {
    id: 'agreement',
    title: 'These terms',
    body: (
      <p>
        These terms apply when you use harperhome.example, chat with Harper, or take part in our vendor or affiliate programmes. By using the site you accept
        them. How we handle personal data is described in our{' '}
        <Link to="/privacy" className={linkClass}>
          Privacy Policy
        </Link>
        .
      </p>
    ),
  },
  {
    id: 'marketplace',
    title: 'Our role: a marketplace',
    body: (
      <>
        <p>
          Harper Home introduces homeowners to independent contractors. We are not a contractor, we do not perform, supervise or guarantee the work, and we are
          not a party to the contract between a homeowner and a vendor. Prices, schedules, warranties and payment are agreed directly between you and the
          vendor.
        </p>
        <p>
          Harper's suggestions, estimates and demos are guidance, not quotes: only a vendor's written estimate binds that vendor. Figures shown on our marketing
          pages describe our network as a whole and are not a promise for any single job. Using Harper Home is free for homeowners.
        </p>
      </>
    ),
  },
  {
    id: 'vendors',
    title: 'Vendor obligations',
    body: (
      <>
        <p>Applying to join is free. To join and stay in the network, a vendor must:</p>
        <ul>
          <li>hold every Florida state and local licence its work requires, and keep it current;</li>
          <li>
            carry general liability insurance (and workers' compensation where Florida law requires it), and send us updated certificates when they renew;
          </li>
          <li>
            give accurate information in its application and profile, and tell us within 10 days if its licence or insurance lapses, is suspended or changes;
          </li>
          <li>use homeowners' details only to answer the request it was matched with, and never resell them;</li>
          <li>quote honestly, obtain the permits the job needs and follow applicable building codes.</li>
        </ul>
        <p>
          We verify licences and insurance before approval and may check again at any time. We may suspend or remove a vendor that breaks these terms or
          receives repeated, substantiated complaints.
        </p>
      </>
    ),
  },
  {
    id: 'affiliates',
    title: 'Affiliate programme rules',
    body: (
      <ul>
        <li>The programme is free to join and open to licensed real-estate brokers, agents and team leaders.</li>
        <li>
          Commissions are earned only on referred jobs that are completed and paid for by the homeowner; a referral alone earns nothing. The average commission
          we advertise (about $250) is an average, not a guarantee.
        </li>
        <li>Refer only people who have asked for help and agreed to be contacted. No spam, no purchased lists, no misleading claims about Harper Home.</li>
        <li>A roster you upload must list only agents of your own team who agree to be added.</li>
        <li>
          Earnings are shown in your affiliate dashboard. Commissions on cancelled, refunded or fraudulent jobs are withdrawn. You are responsible for any taxes
          on your earnings and for following your brokerage's and your state's rules on referral fees.
        </li>
        <li>
          Training, course and app-tool access are part of the programme while you are an active affiliate. We may change or end the programme with 30 days'
          notice; commissions already earned will still be paid.
        </li>
      </ul>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>submit false requests, applications, reviews or identities;</li>
          <li>use the chat or forms to send spam, abuse, or content that is unlawful or infringes others' rights;</li>
          <li>scrape the site, probe or overload it, or get around its security or rate limits;</li>
          <li>use contact details found through Harper Home for anything other than the job they were shared for.</li>
        </ul>
        <p>We may refuse, suspend or close access for anyone who does.</p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Disclaimers and liability',
    body: (
      <>
        <p>
          The site is provided “as is”. We work to keep it accurate and available but do not promise it will be error-free or uninterrupted. Vendors are
          responsible for their own work, and any claim about the work is between the homeowner and the vendor, though we will help you reach the vendor and
          will act on complaints.
        </p>
        <p>
          To the extent the law allows, Harper Home is not liable for indirect or consequential losses, or for the acts and omissions of vendors, and our total
          liability to you for any claim is limited to $100 or the amounts you paid us in the 12 months before the claim, whichever is greater. Nothing in these
          terms limits liability that cannot be limited by law.
        </p>
      </>
    ),
  },
  {
    id: 'law',
    title: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of the State of Florida. Disputes will be heard in the state or federal courts located in Brevard County, Florida,
        unless the law gives you the right to bring them elsewhere.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Changes and contact',
    body: (
      <p>
        We may update these terms; the date above shows the latest version, and we will email account holders about significant changes. Questions:{' '}
        <a href={`mailto:${LEGAL_EMAIL}`} className={linkClass}>
          {LEGAL_EMAIL}
        </a>
        , Harper Home, Cocoa Beach, FL 32931, United States.
      </p>
    ),
  },
] as const

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      updated="May 1, 2025"
      intro={
        <p>
          Harper Home is a marketplace: we introduce homeowners to independent, vetted contractors, who contract with homeowners directly and are responsible
          for their own work, licences and insurance.
        </p>
      }
      sections={SECTIONS}
    />
  )
}
