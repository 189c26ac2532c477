import { ADD_ONS, PRICING } from '../booking-constants';
import type { Quote, SeatLine } from '../schemas/booking';

/**
 * n seats at one price, in whole rupees: what each costs now (a running deal applied) and, when a
 * deal runs, what it costs without it.
 */
export type PricedSeats = { unitPrice: number; listPrice?: number; quantity: number };

export type Bill = {
  /** The seats at their list prices. */
  seats: number;
  /** What the running deal takes off the seats (decision 009); bills from before deals have none. */
  dealDiscount?: number;
  addOns: number;
  insurance: number;
  convenienceFee: number;
  gst: number;
  total: number;
};

/** A hold's priced lines (paise, as the API sends them) as the bill's seats (whole rupees). */
export const pricedSeats = (lines: readonly SeatLine[]): PricedSeats[] =>
  lines.map((line) => ({
    unitPrice: line.unitPricePaise / 100,
    listPrice: line.listPricePaise / 100,
    quantity: line.quantity,
  }));

/** percent% of amount, rounded half up to a whole rupee (amounts here are never negative). */
const percentOf = (amount: number, percent: number) => Math.floor((amount * percent + 50) / 100);

/** An add-on's price after its discount: round(price × (1 − discount/100)). */
export function addOnPrice(addOn: { price: number; discount: number }): number {
  return percentOf(addOn.price, 100 - addOn.discount);
}

/**
 * The bill for a booking (product-spec.md section 9 price formula), every line a whole number of rupees.
 * A running deal's discount is its own line; insurance, fee and GST are on what the seats cost after it.
 * The dialog shows it; the server charges it, recomputed from the hold and the chosen add-ons.
 * Unknown add-on ids are ignored (the API's schema refuses them before this point).
 */
export function priceBooking(input: {
  seats: PricedSeats[];
  addOnIds: readonly string[];
  insurance: boolean;
}): Bill {
  const seats = input.seats.reduce(
    (sum, line) => sum + (line.listPrice ?? line.unitPrice) * line.quantity,
    0,
  );
  const dealDiscount = input.seats.reduce(
    (sum, line) => sum + ((line.listPrice ?? line.unitPrice) - line.unitPrice) * line.quantity,
    0,
  );
  const seatsPaid = seats - dealDiscount;
  const chosen = new Set(input.addOnIds);
  const addOns = ADD_ONS.filter((addOn) => chosen.has(addOn.id)).reduce(
    (sum, addOn) => sum + addOnPrice(addOn),
    0,
  );
  const insurance = input.insurance ? percentOf(seatsPaid, PRICING.insurancePercent) : 0;
  const convenienceFee = percentOf(seatsPaid + addOns, PRICING.convenienceFeePercent);
  const gst = percentOf(seatsPaid + addOns + convenienceFee, PRICING.gstPercent);
  return {
    seats,
    dealDiscount,
    addOns,
    insurance,
    convenienceFee,
    gst,
    total: seatsPaid + addOns + insurance + convenienceFee + gst,
  };
}

/** The bill as the API carries it: every line in paise (decision record 002). */
export function billInPaise(bill: Bill): Quote {
  return {
    seatsPaise: bill.seats * 100,
    dealDiscountPaise: (bill.dealDiscount ?? 0) * 100,
    addOnsPaise: bill.addOns * 100,
    insurancePaise: bill.insurance * 100,
    convenienceFeePaise: bill.convenienceFee * 100,
    gstPaise: bill.gst * 100,
    totalPaise: bill.total * 100,
  };
}
