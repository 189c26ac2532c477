// The GST tax invoice of a booking: GET /api/bookings/:bookingId/invoice (src/shared/domain/invoice.ts
// works its lines and totals).
import { z } from 'zod';

/** Who supplies a line: the event's organiser (admission, add-ons), the platform (its fee), the insurer. */
export const INVOICE_SUPPLIERS = ['organiser', 'platform', 'insurer'] as const;
export type InvoiceSupplierRole = (typeof INVOICE_SUPPLIERS)[number];

export const invoiceLineSchema = z.object({
  kind: z.enum(['seats', 'dealDiscount', 'addOn', 'insurance', 'convenienceFee']),
  description: z.string(),
  supplier: z.enum(INVOICE_SUPPLIERS),
  /** Null for a line that is an amount, not a count of things (the discount, the fee). */
  quantity: z.number().int().nullable(),
  /** Null when there is no one price per unit (seats of bookings from before their lines were kept). */
  unitPricePaise: z.number().int().nullable(),
  /** The line's value before GST (its taxable value when it bears GST); negative for the deal discount. */
  valuePaise: z.number().int(),
  /** Null: no GST is charged on this line. */
  gstRatePercent: z.number().int().nullable(),
  gstPaise: z.number().int(),
  totalPaise: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoicePartySchema = z.object({
  name: z.string(),
  /** Null: no GSTIN is on record for this supplier. */
  gstin: z.string().nullable(),
  /** What this party supplies on the invoice, in words. */
  supplies: z.string(),
});

export const invoiceTotalsSchema = z.object({
  /** The value of the lines that bear GST. */
  taxablePaise: z.number().int(),
  /** The value of the lines on which no GST is charged (the insurance). */
  untaxedPaise: z.number().int(),
  /** The lines' GST, each worked to the paisa. */
  lineGstPaise: z.number().int(),
  /** The bill rounds GST to the whole rupee: charged GST − the lines' GST. */
  gstRoundingPaise: z.number().int(),
  /** The GST charged, as the bill has it; CGST + SGST. */
  gstPaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  /** Equals the booking's charge (total_paise, the captured payment). */
  totalPaise: z.number().int(),
});
export type InvoiceTotals = z.infer<typeof invoiceTotalsSchema>;

export const invoiceSchema = z.object({
  number: z.string(),
  bookingId: z.string(),
  bookingReference: z.string(),
  /** ISO instant of the booking's confirmation: the date of issue (shown in IST). */
  issuedAt: z.string(),
  status: z.enum(['paid', 'refunded']),
  /** When the whole charge was refunded; null unless refunded. */
  refundedAt: z.string().nullable(),
  paymentId: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  event: z.object({
    id: z.string(),
    title: z.string(),
    startsAt: z.string(),
    venue: z.string(),
    city: z.string(),
  }),
  /** The state the event is held in: the place of supply of admission to it. */
  placeOfSupply: z.string(),
  organiser: invoicePartySchema,
  platform: invoicePartySchema,
  buyer: z.object({ name: z.string(), email: z.string() }),
  lines: z.array(invoiceLineSchema),
  totals: invoiceTotalsSchema,
});
export type Invoice = z.infer<typeof invoiceSchema>;
