import { ADD_ONS, PRICING } from '../booking-constants';
import type { Quote } from '../schemas/booking';

/** n seats at one price, in whole rupees. */
export type PricedSeats = { unitPrice: number; quantity: number };

export type Bill = {
  seats: number;
  addOns: number;
  insurance: number;
  convenienceFee: number;
  gst: number;
  total: number;
};

/** percent% of amount, rounded half up to a whole rupee (amounts here are never negative). */
const percentOf = (amount: number, percent: number) => Math.floor((amount * percent + 50) / 100);

/** An add-on's price after its discount: round(price × (1 − discount/100)). */
export function addOnPrice(addOn: { price: number; discount: number }): number {
  return percentOf(addOn.price, 100 - addOn.discount);
}

/**
 * The bill for a booking (product-spec.md section 9 price formula), every line a whole number of rupees.
 * The dialog shows it; the server charges it, recomputed from the hold and the chosen add-ons.
 * Unknown add-on ids are ignored (the API's schema refuses them before this point).
 */
export function priceBooking(input: {
  seats: PricedSeats[];
  addOnIds: readonly string[];
  insurance: boolean;
}): Bill {
  const seats = input.seats.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const chosen = new Set(input.addOnIds);
  const addOns = ADD_ONS.filter((addOn) => chosen.has(addOn.id)).reduce(
    (sum, addOn) => sum + addOnPrice(addOn),
    0,
  );
  const insurance = input.insurance ? percentOf(seats, PRICING.insurancePercent) : 0;
  const convenienceFee = percentOf(seats + addOns, PRICING.convenienceFeePercent);
  const gst = percentOf(seats + addOns + convenienceFee, PRICING.gstPercent);
  return {
    seats,
    addOns,
    insurance,
    convenienceFee,
    gst,
    total: seats + addOns + insurance + convenienceFee + gst,
  };
}

/** The bill as the API carries it: every line in paise (decision record 002). */
export function billInPaise(bill: Bill): Quote {
  return {
    seatsPaise: bill.seats * 100,
    addOnsPaise: bill.addOns * 100,
    insurancePaise: bill.insurance * 100,
    convenienceFeePaise: bill.convenienceFee * 100,
    gstPaise: bill.gst * 100,
    totalPaise: bill.total * 100,
  };
}
