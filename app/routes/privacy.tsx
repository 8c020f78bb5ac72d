import type { Route } from './+types/privacy.ts'
import { LegalPage } from '~/components/marketing/legal-page.tsx'
import { pageMeta } from '~/utils/seo.ts'
import { COMPANY } from '~/marketing/company.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Privacy Policy', description: 'What Harper Home collects, why, who sees it, how long we keep it and how to reach us.', path: '/privacy' })

const PRIVACY_EMAIL = COMPANY.inboxes.privacy

const SECTIONS = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        Harper Home is a home-services marketplace based in Cocoa Beach, Florida. We introduce homeowners to vetted, independent contractors (vendors), run a
        free referral programme for real-estate professionals (affiliates) and operate Harper, the assistant that matches requests with vendors. Harper Home is
        responsible for the personal data described here.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect and why',
    body: (
      <>
        <p>We only collect what you type into our forms and chat, plus the few cookies listed below.</p>
        <ul>
          <li>
            <strong>Harper chat and service requests</strong>: your messages, the answers Harper gives, and the details you choose to share for a match (name,
            email, phone, ZIP code, service type, budget range, urgency and project description). We use them to match you with vendors and to follow up on your
            request.
          </li>
          <li>
            <strong>Vendor application</strong>: business and contact name, email, phone, business address, services offered, years of experience, licence
            number, insurance provider, website and any credential files you upload (licences, insurance certificates). We use them to verify your business
            before approval.
          </li>
          <li>
            <strong>Affiliate application</strong>: your name, email, phone, brokerage and optional referral code, and, if you upload a team roster CSV, the
            names, emails and phone numbers of the agents listed in it. We use the roster only to set up your team's affiliate accounts; please upload it only
            if your agents expect it.
          </li>
          <li>
            <strong>Contact form</strong>: your name, email, role, subject and message, and the IP address the message came from (to stop abuse). We use them to
            answer you.
          </li>
          <li>
            <strong>Newsletter</strong>: your email (and name, if you give it). We send a confirmation link first and only add you once you click it (double
            opt-in). Every newsletter has an unsubscribe link.
          </li>
          <li>
            <strong>Accounts</strong>: for affiliates, vendors and admins, your name, email, a salted hash of your password (never the password itself) and your
            sign-in sessions.
          </li>
          <li>
            <strong>Usage events</strong>: a few anonymous counts we store ourselves, such as which audience tab is opened on the About Harper page or which
            subject a contact message has. They contain no name, email or IP address.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <>
        <p>We use only cookies our site needs to work, and no advertising or analytics cookies:</p>
        <ul>
          <li>
            <strong>Session cookie</strong> (harper_session): keeps you signed in. It holds a signed random identifier and lasts for your browser session, or 30
            days if you tick “Remember me”. Signing out deletes it.
          </li>
          <li>
            <strong>Notice cookie</strong> (harper_toast): carries a one-time message such as “Login successful!” to the next page and is cleared as soon as it
            has been shown.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'who-sees-it',
    title: 'Who sees your information',
    body: (
      <ul>
        <li>
          <strong>Matched vendors only</strong>: when Harper matches your request, the vendors it is matched with see that request and the contact details you
          shared for it. Other vendors do not.
        </li>
        <li>
          <strong>Referring affiliates</strong>: if an affiliate referred you, they see your name, the service type and the status of the referral, so they can
          follow it and be paid.
        </li>
        <li>
          <strong>Our staff</strong>: admins review applications and messages to run the marketplace.
        </li>
        <li>
          <strong>Service providers</strong>: our hosting provider and email delivery provider process data on our behalf only to run the site and send the
          emails you asked for. When Harper's live chat uses an AI model provider, your chat messages are sent to it to generate replies and not used to train
          its models.
        </li>
      </ul>
    ),
  },
  {
    id: 'no-selling',
    title: 'No selling, no third-party trackers',
    body: (
      <>
        <p>
          We do not sell or rent personal data, and we do not share it for advertising. Our pages load no third-party trackers, advertising pixels, web fonts or
          analytics scripts.
        </p>
        <p>
          Some pages offer embedded content from another company: the scheduling calendar on the pipe-repair page and the map on the contact page. They load
          only when you ask for them (by clicking to load or open them); until then your browser makes no request to those companies.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>Harper chats and service requests: 24 months after your last message, then deleted.</li>
        <li>Contact-form messages: 12 months after we answer them.</li>
        <li>
          Vendor and affiliate applications (including credential files and rosters): for as long as the account is active; rejected applications are deleted 12
          months after the decision.
        </li>
        <li>Affiliate referral and earnings records: 7 years, because they are payment records.</li>
        <li>Newsletter sign-ups: until you unsubscribe; unconfirmed sign-ups are deleted after 30 days.</li>
        <li>Sign-in sessions: until they expire (12 hours, or 30 days with “Remember me”) or you sign out.</li>
        <li>Records of the emails we send: 12 months.</li>
      </ul>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>
          You can ask us for a copy of your data, to correct it, to delete it, or to stop using it for a purpose you object to. Newsletter subscribers can
          unsubscribe at any time with the link in every email. We answer requests within 30 days, free of charge, and may ask you to confirm your identity
          first.
        </p>
        <p>
          We keep your data on servers in the United States and protect it with encrypted connections, hashed passwords and access limited to the staff who need
          it.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <>
        <p>
          Email{' '}
          <a href={`mailto:${PRIVACY_EMAIL}`} className="text-primary underline underline-offset-4">
            {PRIVACY_EMAIL}
          </a>{' '}
          or write to Harper Home, Privacy, Cocoa Beach, FL 32931, United States.
        </p>
        <p>
          This site is not directed to children under 13, and we do not knowingly collect their data. If we change this policy we will update the date above,
          and tell account holders by email about significant changes.
        </p>
      </>
    ),
  },
] as const

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="May 1, 2025"
      intro={
        <p>
          Harper Home collects only what it needs to connect homeowners with contractors. We share a homeowner's request only with the vetted professionals it
          is matched with, we never sell personal data, and we use no third-party trackers.
        </p>
      }
      sections={SECTIONS}
    />
  )
}
