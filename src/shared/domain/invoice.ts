import { ADD_ONS, PRICING } from '../booking-constants';
import type { SeatLine } from '../schemas/booking';
import type { InvoiceLine, InvoiceTotals } from '../schemas/invoice';
import { addOnPrice, type Bill } from './pricing';

/**
 * The bill as a booking stores it: priceBooking's lines (whole rupees) and, since the invoice, the
 * priced seat lines it was worked from (paise, as the hold had them). Bookings checked out before
 * then have no seatLines: their seats show as one line.
 */
export type BilledQuote = Bill & { seatLines?: SeatLine[] };

/**
 * A booking's invoice number: its reference behind 'INV-' ('INV-KP-7H3K9Q'). Stable, unique (the
 * reference is), at most 16 characters of letters, digits and hyphens as GST invoices allow; not
 * a consecutive series (see the decision in bookings/invoice.ts).
 */
export const invoiceNumber = (reference: string): string => `INV-${reference}`;

/** rate% of an amount in paise, to the paisa, half away from zero (a discount's GST is negative). */
function gstOn(taxablePaise: number, rate: number): number {
  const magnitude = Math.floor((Math.abs(taxablePaise) * rate + 50) / 100);
  return taxablePaise < 0 ? -magnitude : magnitude;
}

type LineDraft = Omit<InvoiceLine, 'gstRatePercent' | 'gstPaise' | 'totalPaise'>;

const taxed = (line: LineDraft): InvoiceLine => {
  const gstPaise = gstOn(line.valuePaise, PRICING.gstPercent);
  return { ...line, gstRatePercent: PRICING.gstPercent, gstPaise, totalPaise: line.valuePaise + gstPaise };
};

function seatLines(quote: BilledQuote, seatsLabel: string, seatCount: number): LineDraft[] {
  const seats = (description: string, quantity: number, unitPricePaise: number | null, value: number) => ({
    kind: 'seats' as const,
    description,
    supplier: 'organiser' as const,
    quantity,
    unitPricePaise,
    valuePaise: value,
  });
  if (quote.seatLines?.length) {
    return quote.seatLines.map((line) =>
      seats(
        `Admission · ${line.label}`,
        line.quantity,
        line.listPricePaise,
        line.listPricePaise * line.quantity,
      ),
    );
  }
  // Seats are priced in whole rupees: a sum that does not divide into them had more than one price.
  const unit = seatCount > 0 && quote.seats % seatCount === 0 ? (quote.seats / seatCount) * 100 : null;
  return [seats(`Admission · ${seatsLabel}`, seatCount, unit, quote.seats * 100)];
}

/** One line per add-on chosen; one 'Add-ons' line if their prices today no longer make the billed sum. */
function addOnLines(quote: BilledQuote, addOnIds: readonly string[]): LineDraft[] {
  if (quote.addOns === 0) return [];
  const chosen = ADD_ONS.filter((addOn) => addOnIds.includes(addOn.id));
  const line = (description: string, unitPricePaise: number | null, valuePaise: number): LineDraft => ({
    kind: 'addOn',
    description,
    supplier: 'organiser',
    quantity: 1,
    unitPricePaise,
    valuePaise,
  });
  const priced = chosen.map((addOn) => line(addOn.name, addOnPrice(addOn) * 100, addOnPrice(addOn) * 100));
  const pricedSum = priced.reduce((sum, item) => sum + item.valuePaise, 0);
  return pricedSum === quote.addOns * 100 ? priced : [line('Add-ons', null, quote.addOns * 100)];
}

/**
 * The invoice's lines for a stored bill: the seats at their list prices, the deal's discount (a
 * negative line), the add-ons and the platform's convenience fee, each with 18% GST worked to the
 * paisa; the insurance, on which the bill charges no GST (product-spec section 9), at its amount.
 */
export function invoiceLines(input: {
  quote: BilledQuote;
  /** The booking's category or section name, for bookings without seat lines. */
  seatsLabel: string;
  seatCount: number;
  addOnIds: readonly string[];
}): InvoiceLine[] {
  const { quote } = input;
  const discount = quote.dealDiscount ?? 0;
  const lines: InvoiceLine[] = [
    ...seatLines(quote, input.seatsLabel, input.seatCount).map(taxed),
    ...(discount > 0
      ? [
          taxed({
            kind: 'dealDiscount',
            description: 'Deal discount on admission',
            supplier: 'organiser',
            quantity: null,
            unitPricePaise: null,
            valuePaise: -discount * 100,
          }),
        ]
      : []),
    ...addOnLines(quote, input.addOnIds).map(taxed),
    taxed({
      kind: 'convenienceFee',
      description: `Convenience fee (${PRICING.convenienceFeePercent}%)`,
      supplier: 'platform',
      quantity: null,
      unitPricePaise: null,
      valuePaise: quote.convenienceFee * 100,
    }),
  ];
  if (quote.insurance > 0) {
    lines.push({
      kind: 'insurance',
      description: 'Event Protection Insurance',
      supplier: 'insurer',
      quantity: null,
      unitPricePaise: null,
      valuePaise: quote.insurance * 100,
      gstRatePercent: null,
      gstPaise: 0,
      totalPaise: quote.insurance * 100,
    });
  }
  return lines;
}

/**
 * The invoice's totals: the GST charged is the bill's (18% of the taxable sum, rounded to the whole
 * rupee), so the lines' GST plus a rounding adjustment make it, and the total is the bill's total:
 * the charge. Charged GST is a whole number of rupees, so CGST and SGST halve it exactly.
 */
export function invoiceTotals(lines: readonly InvoiceLine[], quote: Bill): InvoiceTotals {
  const sumOfLines = (taxed: boolean) =>
    lines
      .filter((line) => (line.gstRatePercent !== null) === taxed)
      .reduce((sum, line) => sum + line.valuePaise, 0);
  const taxablePaise = sumOfLines(true);
  const untaxedPaise = sumOfLines(false);
  const lineGstPaise = lines.reduce((sum, line) => sum + line.gstPaise, 0);
  const gstPaise = quote.gst * 100;
  return {
    taxablePaise,
    untaxedPaise,
    lineGstPaise,
    gstRoundingPaise: gstPaise - lineGstPaise,
    gstPaise,
    cgstPaise: gstPaise / 2,
    sgstPaise: gstPaise / 2,
    totalPaise: taxablePaise + untaxedPaise + gstPaise,
  };
}
