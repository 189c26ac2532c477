import { Mail, MapPin, Phone } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { paths } from '@/client/paths';
import { LIMITS, SUPPORT, TIMING } from '@/shared/constants';

const SECTIONS = [
  { id: 'help-center', title: 'Help Center' },
  { id: 'contact-us', title: 'Contact Us' },
  { id: 'refund-policy', title: 'Refund Policy' },
  { id: 'terms', title: 'Terms & Conditions' },
  { id: 'privacy', title: 'Privacy Policy' },
] as const;

const holdMinutes = Math.round(TIMING.sessionSeconds / 60);

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-32 rounded-2xl border border-ink-100 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id={`${id}-title`} className="text-xl font-extrabold tracking-tight text-ink-900 sm:text-2xl">
        {title}
      </h2>
      <div className="mt-4 space-y-3 text-base leading-7 text-ink-700">{children}</div>
    </section>
  );
}

function Question({ q, children }: { q: string; children: ReactNode }) {
  return (
    <details className="group rounded-xl border border-ink-100 bg-ink-50 px-4 py-3 open:bg-white">
      <summary className="cursor-pointer font-semibold text-ink-900 marker:text-brand-600">{q}</summary>
      <div className="mt-2 text-ink-700">{children}</div>
    </details>
  );
}

/** /help: the footer's support links, one anchored section each. */
export function Component() {
  useDocumentTitle('Help & policies');
  const { hash } = useLocation();

  // Arriving with #section (from the footer) scrolls to that section once the page is on screen.
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [hash]);

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">Help &amp; policies</h1>
      <p className="mt-2 text-base text-ink-600">
        Answers to common questions, how to reach us, and the rules we work by.
      </p>

      <nav aria-label="On this page" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {SECTIONS.map((s) => (
            <li key={s.id}>
              <Link
                to={`#${s.id}`}
                className="inline-flex h-9 items-center rounded-full border border-ink-200 bg-white px-3 text-sm font-semibold text-ink-900 hover:border-brand-600"
              >
                {s.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-8 space-y-6">
        <Section id="help-center" title="Help Center">
          <Question q="How do I find a match?">
            <p>
              Open{' '}
              <Link to={paths.events()} className="font-semibold text-brand-700 underline">
                Events
              </Link>{' '}
              and filter by sport, city, date or team, or press Ctrl + K (⌘ K on a Mac) anywhere to search
              events, venues, teams and players.
            </p>
          </Question>
          <Question q="How many tickets can I book at once?">
            <p>
              Up to {LIMITS.seatsPerBooking} seats per booking, or up to {LIMITS.seatsOnMap} seats when you
              pick them on the seat map.
            </p>
          </Question>
          <Question q="How long are my seats held while I book?">
            <p>
              Seats you choose are held for you for {holdMinutes} minutes while you complete the booking. When
              the time runs out they are released for other fans and you can start again.
            </p>
          </Question>
          <Question q="How are prices shown?">
            <p>
              Every price is in Indian rupees. The booking summary lists the seats, any add-ons, the
              convenience fee and GST before you pay.
            </p>
          </Question>
        </Section>

        <Section id="contact-us" title="Contact Us">
          <p>Our support team answers questions about events, bookings and payments.</p>
          <ul className="space-y-2">
            <li className="flex items-center gap-2">
              <Phone aria-hidden="true" className="h-4 w-4 text-brand-600" />
              <a
                href={`tel:${SUPPORT.phone.replace(/\s/g, '')}`}
                className="font-semibold text-brand-700 underline"
              >
                {SUPPORT.phone}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Mail aria-hidden="true" className="h-4 w-4 text-brand-600" />
              <a href={`mailto:${SUPPORT.email}`} className="font-semibold text-brand-700 underline">
                {SUPPORT.email}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="h-4 w-4 text-brand-600" />
              {SUPPORT.city}
            </li>
          </ul>
        </Section>

        <Section id="refund-policy" title="Refund Policy">
          <p>Tickets are non-refundable except in case of event cancellation.</p>
          <p>
            If an event is cancelled, the amount you paid is returned to the payment method you used. If an
            event is postponed, your tickets stay valid for the new date.
          </p>
        </Section>

        <Section id="terms" title="Terms & Conditions">
          <p>
            A booking is confirmed only after the payment succeeds. Each ticket admits one person to the
            event, seat and date printed on it, and the venue's own entry rules apply.
          </p>
          <p>
            Tickets are for personal use; reselling them above face value is not allowed. Event dates, times
            and line-ups are set by the organisers and can change.
          </p>
        </Section>

        <Section id="privacy" title="Privacy Policy">
          <p>
            We keep the details you give us to run your account and bookings: your name, e-mail address, phone
            number and booking history. Payment card details are handled by the payment gateway and not stored
            by KhelPass.
          </p>
          <p>
            Your browser keeps some preferences on your device, such as your selected city, recent searches
            and recently viewed events. You can clear them at any time in your browser settings.
          </p>
        </Section>
      </div>
    </div>
  );
}
