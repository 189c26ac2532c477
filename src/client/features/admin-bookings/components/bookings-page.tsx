import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { TextField } from '@/client/components/ui/input';
import { BookingStatusBadge } from '@/client/components/ui/status-badges';
import { ApiRequestError } from '@/client/lib/api-client';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { formatDateTime, formatEventWhen, formatPaise } from '@/shared/domain/format';
import { useAdminBooking } from '../api/get-booking';
import { useBookingSearch } from '../api/search-bookings';
import { BookingDetails } from './booking-details';

const LOOKUP_REQUIRED = 'Enter a booking reference or an e-mail address';

/** ?ref= is a looked-up booking; ?q= an e-mail search whose results link to their bookings. */
function LookupForm({ initial, onLookup }: { initial: string; onLookup: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const id = useId();
  useEffect(() => setValue(initial), [initial]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = value.trim();
    if (!trimmed) {
      setError(LOOKUP_REQUIRED);
      return;
    }
    setError(undefined);
    onLookup(trimmed);
  };

  return (
    <form
      aria-label="Look up a booking"
      onSubmit={submit}
      noValidate
      className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <TextField
        id={`${id}-q`}
        label="Booking reference or e-mail"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={error}
        placeholder="KP-7H3K9Q or fan@example.in"
        autoComplete="off"
        spellCheck={false}
        className="w-full sm:max-w-md"
      />
      <Button type="submit" className="sm:mt-7">
        Look up
      </Button>
    </form>
  );
}

function SearchResults({ q }: { q: string }) {
  const search = useBookingSearch(q);
  if (search.isPending)
    return (
      <p role="status" className="mt-6 text-ink-600">
        Searching…
      </p>
    );
  if (search.isError)
    return (
      <p role="alert" className="mt-6 font-semibold text-alert-700">
        {search.error.message}
      </p>
    );
  const items = search.data.items;
  return (
    <section aria-labelledby="results-heading" className="mt-8">
      <h2 id="results-heading" className="text-lg font-bold text-ink-900">
        {items.length === 0
          ? `No bookings for ${q}`
          : `${items.length} ${items.length === 1 ? 'booking' : 'bookings'} for ${q}`}
      </h2>
      <ul className="mt-3 space-y-2">
        {items.map((item) => (
          <li key={item.reference} className="kp-card flex flex-wrap items-center justify-between gap-3 p-4">
            <div>
              <Link
                to={`?ref=${encodeURIComponent(item.reference)}`}
                className="font-bold text-brand-700 underline underline-offset-2"
              >
                {item.reference}
              </Link>{' '}
              <BookingStatusBadge status={item.status} />
              <p className="text-sm text-ink-700">
                {item.eventTitle} · {formatEventWhen(item.eventDate)}
              </p>
            </div>
            <p className="text-sm text-ink-700">
              {formatPaise(item.totalPaise)} · booked {formatDateTime(item.bookedAt)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function LookedUp({ reference }: { reference: string }) {
  const query = useAdminBooking(reference);
  if (query.isPending)
    return (
      <p role="status" className="mt-6 text-ink-600">
        Looking up {reference}…
      </p>
    );
  if (query.isError) {
    const missing = query.error instanceof ApiRequestError && query.error.status === 404;
    return (
      <p role="alert" className="mt-6 font-semibold text-alert-700">
        {missing
          ? `No booking has the reference ${reference}. References look like KP-7H3K9Q.`
          : query.error.message}
      </p>
    );
  }
  return <BookingDetails booking={query.data} />;
}

/**
 * /admin/bookings: look a booking up by its reference (straight to it) or by e-mail (a list), see
 * its payment, tickets and admissions, refund it or re-send its e-mail.
 */
export function BookingsPage() {
  useDocumentTitle('Bookings · Admin');
  const [params, setParams] = useSearchParams();
  const reference = params.get('ref')?.trim().toUpperCase() ?? '';
  const q = reference ? '' : (params.get('q')?.trim() ?? '');

  const lookup = (value: string) =>
    setParams(value.includes('@') ? { q: value } : { ref: value.toUpperCase() });

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink-900">Bookings</h1>
      <p className="mt-2 text-ink-600">
        Find a booking by its reference or the fan’s e-mail, see how it was paid and whether its tickets were
        used, refund it or send its tickets again.
      </p>
      <LookupForm initial={reference || q} onLookup={lookup} />
      {reference ? <LookedUp reference={reference} /> : q ? <SearchResults q={q} /> : null}
    </div>
  );
}
