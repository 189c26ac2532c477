import { MapPin, ScanLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { QrCode } from '@/client/components/ui/qr-code';
import { formatEventWhen } from '@/shared/domain/format';
import type { Booking, Ticket } from '@/shared/schemas/booking';

/** What a ticket card shows: the ticket, its match, and the code the gate scans. */
export interface TicketCardProps {
  id: string;
  /** The QR code's signed token. */
  token: string;
  /** The QR code's alt text. */
  qrLabel: string;
  /** Under the QR code: the booking reference. */
  qrCaption?: string;
  /** Above the title: 'KhelPass ticket 1 of 2', 'Transferred to you by Asha Rao'. */
  kicker: string;
  seatLabel: string;
  category: string;
  holderName: string;
  eventTitle: string;
  eventDate: string;
  venue: string;
  city: string;
  admittedAt: string | null;
  /** More facts (the booking reference) after the holder. */
  facts?: ReactNode;
  /** The ticket's action (Transfer), hidden in print. */
  action?: ReactNode;
}

/** A booking's ticket as its card shows it (on the tickets page and a guest's looked-up booking). */
export function bookingTicketProps(booking: Booking, ticket: Ticket, index: number): TicketCardProps {
  return {
    ...ticket,
    qrLabel: `Entry QR code for seat ${ticket.seatLabel}, booking ${booking.reference}`,
    qrCaption: booking.reference,
    kicker: `KhelPass ticket ${index + 1} of ${booking.tickets.length}`,
    category: booking.category,
    eventTitle: booking.eventTitle,
    eventDate: booking.eventDate,
    venue: booking.venue,
    city: booking.city,
    facts: (
      <div>
        <dt className="text-xs font-semibold text-ink-600">Booking reference</dt>
        <dd className="font-mono font-semibold text-ink-900">{booking.reference}</dd>
      </div>
    ),
  };
}

/** One ticket: its QR code on the left (on top on a phone) and what it admits to. */
export function TicketCard(props: TicketCardProps) {
  const titleId = `ticket-${props.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="kp-ticket kp-card flex h-full flex-col overflow-hidden border-ink-200 sm:flex-row print:border-black"
    >
      <div className="flex flex-col items-center justify-center gap-2 border-b-2 border-dashed border-ink-200 bg-white p-5 sm:border-r-2 sm:border-b-0">
        <QrCode value={props.token} size={168} label={props.qrLabel} />
        {props.qrCaption ? <p className="font-mono text-xs text-ink-600">{props.qrCaption}</p> : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{props.kicker}</p>
        {props.admittedAt && (
          <p className="mt-2 flex items-start gap-1.5 rounded-md border border-ink-200 bg-ink-50 px-2.5 py-1.5 text-sm font-semibold text-ink-900">
            <ScanLine aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            <span>
              Used at the gate · <time dateTime={props.admittedAt}>{formatEventWhen(props.admittedAt)}</time>
            </span>
          </p>
        )}
        <h2 id={titleId} className="mt-1 text-lg leading-snug font-bold text-ink-900">
          {props.eventTitle}
        </h2>
        <p className="mt-1 text-sm text-ink-700">
          <time dateTime={props.eventDate}>{formatEventWhen(props.eventDate)}</time>
        </p>
        <p className="mt-0.5 flex items-start gap-1.5 text-sm text-ink-700">
          <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {props.venue}, {props.city}
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          <div className="col-span-2">
            <dt className="text-xs font-semibold text-ink-600">Seat</dt>
            <dd className="text-xl font-extrabold text-ink-900">{props.seatLabel}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold text-ink-600">Category</dt>
            <dd className="font-semibold text-ink-900">{props.category}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-xs font-semibold text-ink-600">Ticket holder</dt>
            <dd className="font-semibold break-words text-ink-900">{props.holderName}</dd>
          </div>
          {props.facts}
        </dl>
        {props.action ? <div className="mt-4 print:hidden">{props.action}</div> : null}
      </div>
    </article>
  );
}
