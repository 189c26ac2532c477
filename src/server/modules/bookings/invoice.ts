// The GST tax invoice of a paid booking (GET /api/bookings/:bookingId/invoice), assembled from the
// stored bill; its lines and totals are src/shared/domain/invoice.ts's.
//
// Decision (issue 13):
// - Who supplies what. Indian ticketing sites invoice admission as the organiser's supply (the
//   ticket's value is the organiser's income) and the booking or convenience fee, with its 18% GST,
//   as the platform's own supply. The invoice names both: the organiser for admission, its deal
//   discount and the add-ons (match-day services at the venue), the platform (KhelPass) for its
//   convenience fee. Insurance is the insurer's, collected with the booking; the bill charges no GST
//   on it (product-spec section 9), and the invoice says so rather than inventing a rate.
// - GSTINs. Neither the organiser accounts nor the platform have a GSTIN on record: the field is
//   null and the page says 'not on record' instead of showing a made-up number.
// - Place of supply and CGST/SGST. Admission to a sporting event is supplied where the event is
//   held (IGST Act section 12(5)), so the place of supply is the venue's state. Without the
//   suppliers' registered states we treat every supply as within that state: CGST + SGST, half the
//   GST each (the charged GST is whole rupees, so the halves are exact). An inter-state supplier
//   would charge IGST instead; that needs the GSTINs first.
// - GST amounts. Each line's GST is 18% of its value to the paisa; the bill charges 18% of the sum
//   rounded to the whole rupee, so a rounding line (under a rupee) reconciles them and the total is
//   exactly the charge (bookings.total_paise, the captured payment).
// - Number and date. The number is the booking reference behind 'INV-' (stable, unique, within
//   GST's 16 characters); not a consecutive series, which would need a sequence and a registered
//   supplier to be meaningful. Issued on the booking's confirmation (payment), shown in IST.
// - Refunds. A refunded booking's invoice stays available and is marked refunded (with the date);
//   no credit note is issued (not required for this demo; a registered supplier would issue one).
import { invoiceLines, invoiceNumber, invoiceTotals } from '../../../shared/domain/invoice';
import { seatingName } from '../../../shared/domain/seat-map';
import type { Invoice } from '../../../shared/schemas/invoice';
import type { ListedBookingRow } from './bookings.repo';

/** The platform, supplier of the convenience fee. */
const PLATFORM = { name: 'KhelPass', gstin: null, supplies: 'Convenience fee' };

/** The invoice of a confirmed or refunded booking (the caller checks both). */
export function bookingInvoice(
  row: ListedBookingRow,
  parties: { organizerName: string; state: string },
): Invoice {
  const b = row.booking;
  const lines = invoiceLines({
    quote: b.quote,
    seatsLabel: seatingName(b.category),
    seatCount: b.seats,
    addOnIds: b.addOns,
  });
  return {
    number: invoiceNumber(b.reference),
    bookingId: b.id,
    bookingReference: b.reference,
    issuedAt: (b.confirmedAt ?? b.createdAt).toISOString(),
    status: b.status === 'refunded' ? 'refunded' : 'paid',
    refundedAt: b.refundedAt?.toISOString() ?? null,
    paymentId: b.paymentId,
    paymentMethod: b.paymentMethod,
    event: {
      id: b.eventId,
      title: row.eventTitle,
      startsAt: row.eventStartsAt.toISOString(),
      venue: row.venue,
      city: row.city,
    },
    placeOfSupply: parties.state,
    organiser: { name: parties.organizerName, gstin: null, supplies: 'Admission and add-ons' },
    platform: PLATFORM,
    buyer: { name: b.contactName, email: b.contactEmail },
    lines,
    totals: invoiceTotals(lines, b.quote),
  };
}
