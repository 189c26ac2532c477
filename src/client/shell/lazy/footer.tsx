import { Lock, Mail, MapPin, Phone, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '@/client/components/ui/brand-mark';
import { cn } from '@/client/lib/cn';
import { paths } from '@/client/paths';
import { onDarkFocus } from '@/client/shell/on-dark';
import { FOOTER_CITIES, SELECTOR_CITIES, SPORTS, SUPPORT } from '@/shared/constants';
import { NewsletterForm } from './newsletter-form';

/** Support pages: one help page with a section each. */
export const SUPPORT_LINKS = [
  { label: 'Help Center', href: '/help#help-center' },
  { label: 'Find my booking', href: paths.findBooking() },
  { label: 'Contact Us', href: '/help#contact-us' },
  { label: 'Refund Policy', href: '/help#refund-policy' },
  { label: 'Terms & Conditions', href: '/help#terms' },
  { label: 'Privacy Policy', href: '/help#privacy' },
] as const;

/** The gateway that processes card payments for KhelPass. */
export const PAYMENT_PROVIDER = 'KhelPass Pay';

const footerCities = FOOTER_CITIES.map((id) => SELECTOR_CITIES.find((c) => c.id === id)).filter(
  (c) => c !== undefined,
);

const linkClass = cn('rounded-sm text-sm text-ink-100 hover:text-white hover:underline', onDarkFocus);

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-bold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-3 space-y-2">{children}</ul>
    </div>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-ink-900 text-ink-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.6fr_1fr_1fr_1.2fr] lg:px-8">
        <div className="space-y-6">
          <div>
            <Link
              to={paths.home()}
              className={cn('inline-flex items-center gap-2 rounded-lg text-white', onDarkFocus)}
            >
              <BrandMark />
            </Link>
            <p className="mt-3 max-w-sm text-sm leading-6 text-ink-100">
              KhelPass helps fans across India find and book tickets for cricket, football, kabaddi, tennis,
              hockey and badminton, with clear prices in rupees.
            </p>
          </div>
          <NewsletterForm />
        </div>

        <Column title="Sports">
          {SPORTS.map((sport) => (
            <li key={sport.id}>
              <Link to={paths.sport(sport.id)} className={linkClass}>
                {sport.name}
              </Link>
            </li>
          ))}
        </Column>

        <Column title="Popular cities">
          {footerCities.map((city) => (
            <li key={city.id}>
              <Link to={`${paths.events()}?city=${city.id}`} className={linkClass}>
                {city.name}
              </Link>
            </li>
          ))}
        </Column>

        <div className="space-y-8">
          <Column title="Support">
            {SUPPORT_LINKS.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </Column>
          <address className="space-y-2 text-sm not-italic">
            <p className="flex items-center gap-2">
              <Phone aria-hidden="true" className="h-4 w-4 shrink-0 text-orange-300" />
              <a href={`tel:${SUPPORT.phone.replace(/\s/g, '')}`} className={linkClass}>
                {SUPPORT.phone}
              </a>
            </p>
            <p className="flex items-center gap-2">
              <Mail aria-hidden="true" className="h-4 w-4 shrink-0 text-orange-300" />
              <a href={`mailto:${SUPPORT.email}`} className={linkClass}>
                {SUPPORT.email}
              </a>
            </p>
            <p className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="h-4 w-4 shrink-0 text-orange-300" />
              <span>{SUPPORT.city}</span>
            </p>
          </address>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-5 text-sm sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>© {year} KhelPass. All rights reserved.</p>
          <p className="flex flex-wrap items-center gap-2">
            <span>
              Secure payments powered by <span className="font-semibold text-white">{PAYMENT_PROVIDER}</span>
            </span>
            <span className="inline-flex items-center gap-1 rounded-md border border-white/20 px-2 py-0.5 text-xs font-semibold text-white">
              <Lock aria-hidden="true" className="h-3 w-3" />
              SSL
            </span>
            <span className="inline-flex items-center gap-1 rounded-md border border-white/20 px-2 py-0.5 text-xs font-semibold text-white">
              <ShieldCheck aria-hidden="true" className="h-3 w-3" />
              PCI DSS
            </span>
          </p>
        </div>
      </div>
    </footer>
  );
}
