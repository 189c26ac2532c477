import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { ACCESS, RequireAuth } from '@/client/components/require-auth';
import { cn } from '@/client/lib/cn';
import { paths } from '@/client/paths';

/** The console's sections, in the order an admin works through them. */
const SECTIONS = [
  { to: paths.admin(), label: 'Overview', end: true },
  { to: paths.adminAccounts(), label: 'Accounts', end: false },
  { to: paths.adminOrganizers(), label: 'Organizers', end: false },
  { to: paths.adminEvents(), label: 'Events', end: false },
  { to: paths.adminBookings(), label: 'Bookings', end: false },
  { to: paths.adminNews(), label: 'News', end: false },
  { to: paths.adminAudit(), label: 'Audit log', end: false },
] as const;

const sectionLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    isActive ? 'bg-ink-900 text-white' : 'bg-white text-ink-700 ring-1 ring-ink-200 hover:bg-ink-50',
  );

/**
 * /admin/* (admin only): the admin console. The sections' links, then the section's page, each its
 * own lazily loaded route module (router.tsx); every action is checked again on the server.
 */
function Layout() {
  return (
    <>
      <nav aria-label="Admin console" className="mx-auto max-w-6xl px-4 pt-6 sm:px-6 lg:px-8">
        <ul className="flex flex-wrap gap-2">
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} end={section.end} className={sectionLinkClass}>
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Suspense
        fallback={
          <p role="status" className="mx-auto max-w-6xl px-4 py-10 text-ink-600 sm:px-6 lg:px-8">
            Loading…
          </p>
        }
      >
        {/* Each section's page sets its own width and padding, as every page of the site does. */}
        <Outlet />
      </Suspense>
    </>
  );
}

export function Component() {
  return (
    <RequireAuth {...ACCESS.admin}>
      <Layout />
    </RequireAuth>
  );
}
