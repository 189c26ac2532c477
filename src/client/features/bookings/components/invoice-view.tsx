import { ArrowLeft, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/client/components/ui/badge';
import { buttonClass } from '@/client/components/ui/button-class';
import { QueryError } from '@/client/components/ui/query-error';
import { ApiRequestError } from '@/client/lib/api-client';
import { useSession } from '@/client/lib/session';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { paths } from '@/client/paths';
import { formatDate, formatEventTime, formatEventWhen } from '@/shared/domain/format';
import { bookingInvoicePath, bookingTicketsPath } from '@/shared/domain/site-paths';
import type { Invoice } from '@/shared/schemas/invoice';
import { useBookingInvoice } from '../api/get-booking-invoice';
import { InvoiceLines } from './invoice-lines';

/** Printing shows the invoice only: no site header, footer, toasts or this page's controls. */
const PRINT_CSS = `@media print {
  @page { margin: 12mm; }
  html, body { background: #fff !important; }
  #root > div > :not(main), [data-sonner-toaster] { display: none !important; }
  .kp-invoice { box-shadow: none !important; border: 0 !important; padding: 0 !important; }
}`;

const PAGE = 'mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8 print:max-w-none print:p-0';

/** '5 Dec 2026, 7:30 pm IST': a date and time of the invoice, in India time. */
const istDateTime = (instant: string) => `${formatDate(instant)}, ${formatEventTime(instant)}`;

function Fact({ term, children, mono = false }: { term: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold text-ink-600">{term}</dt>
      <dd className={mono ? 'font-mono break-all text-ink-900' : 'text-ink-900'}>{children}</dd>
    </div>
  );
}

function Party({ heading, party }: { heading: string; party: Invoice['organiser'] }) {
  return (
    <div className="min-w-0">
      <h2 className="text-xs font-semibold text-ink-600">{heading}</h2>
      <p className="font-semibold break-words text-ink-900">{party.name}</p>
      <p className="text-sm text-ink-700">GSTIN: {party.gstin ?? 'not on record'}</p>
      <p className="text-sm text-ink-600">Supplies: {party.supplies}</p>
    </div>
  );
}

function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const refunded = invoice.status === 'refunded';
  return (
    <article aria-labelledby="invoice-title" className="kp-invoice kp-card mt-6 p-4 sm:p-8">
      <div className="flex flex-wrap items-start justify-between gap-4 border-b border-ink-200 pb-4">
        <div>
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">KhelPass</p>
          <h1 id="invoice-title" className="text-2xl font-extrabold text-ink-900 sm:text-3xl">
            Tax invoice
          </h1>
          <p className="font-mono text-sm text-ink-700">{invoice.number}</p>
        </div>
        <Badge tone={refunded ? 'info' : 'success'}>{refunded ? 'Refunded' : 'Paid'}</Badge>
      </div>

      {refunded && invoice.refundedAt ? (
        <p className="mt-4 rounded-lg border border-ink-200 bg-ink-50 px-3 py-2 text-sm text-ink-900">
          The whole amount was refunded on {istDateTime(invoice.refundedAt)}. This invoice stays for your
          records; no credit note is issued for the refund.
        </p>
      ) : null}

      <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-3 text-sm min-[420px]:grid-cols-2 sm:grid-cols-3">
        <Fact term="Date of issue">{istDateTime(invoice.issuedAt)}</Fact>
        <Fact term="Booking reference" mono>
          {invoice.bookingReference}
        </Fact>
        <Fact term="Payment ID" mono>
          {invoice.paymentId ?? '—'}
        </Fact>
        <Fact term="Place of supply">{invoice.placeOfSupply}</Fact>
        <Fact term="Event">
          {invoice.event.title}
          <span className="block text-ink-600">{formatEventWhen(invoice.event.startsAt)}</span>
        </Fact>
        <Fact term="Venue">
          {invoice.event.venue}, {invoice.event.city}
        </Fact>
      </dl>

      <div className="mt-6 grid gap-4 border-t border-ink-200 pt-4 sm:grid-cols-3">
        <Party heading="Supplier (organiser)" party={invoice.organiser} />
        <Party heading="Supplier (platform)" party={invoice.platform} />
        <div className="min-w-0">
          <h2 className="text-xs font-semibold text-ink-600">Billed to</h2>
          <p className="font-semibold break-words text-ink-900">{invoice.buyer.name}</p>
          <p className="text-sm break-all text-ink-700">{invoice.buyer.email}</p>
        </div>
      </div>

      <InvoiceLines invoice={invoice} />

      <p className="mt-6 text-xs text-ink-600">
        Supplies within {invoice.placeOfSupply}, where the event is held: GST is shown as CGST and SGST, half
        each. Each line's GST is worked to the paisa; the GST charged is rounded to the whole rupee. Event
        Protection Insurance is collected for the insurer and carries no GST in this bill.
      </p>
    </article>
  );
}

/** /bookings/:bookingId/invoice: a paid booking's printable GST tax invoice. */
export function InvoiceView({ bookingId }: { bookingId: string }) {
  const { user } = useSession();
  const query = useBookingInvoice(user?.id ?? 'guest', bookingId);
  useDocumentTitle(query.data ? `Tax invoice ${query.data.number}` : 'Tax invoice');

  const back = user ? (
    <Link
      to={bookingTicketsPath(bookingId)}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline print:hidden"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      Back to booking
    </Link>
  ) : null;
  // While loading or failing, the page's heading; once loaded, the invoice's own heading is it.
  const heading = <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-ink-900">Tax invoice</h1>;

  if (query.isPending) {
    return (
      <div className={PAGE} aria-busy="true">
        {back}
        {heading}
        <div className="kp-skeleton mt-6 h-96" />
      </div>
    );
  }
  if (query.isError) {
    const { error } = query;
    const known = error instanceof ApiRequestError && (error.status === 404 || error.status === 409);
    return (
      <div className={PAGE}>
        {back}
        {heading}
        <div className="mt-6">
          {known ? (
            <div role="alert" className="kp-card p-5 text-ink-700">
              <p>
                {error.status === 404
                  ? "We couldn't find this booking. An invoice is shown to the account that booked it, or, for a guest, in the browser it was booked in."
                  : error.message}
              </p>
              {error.status === 404 && !user ? (
                <Link
                  to={paths.login(bookingInvoicePath(bookingId))}
                  className={buttonClass('secondary', 'sm', 'mt-3')}
                >
                  Sign in
                </Link>
              ) : null}
            </div>
          ) : (
            <QueryError what="this invoice" onRetry={() => void query.refetch()} />
          )}
        </div>
      </div>
    );
  }

  return (
    <div className={PAGE}>
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap items-center justify-between gap-4 print:hidden">
        {back ?? <span />}
        <button type="button" onClick={() => window.print()} className={buttonClass('primary', 'md')}>
          <Printer aria-hidden="true" className="h-4 w-4" />
          Print
        </button>
      </div>
      <InvoiceDocument invoice={query.data} />
    </div>
  );
}
