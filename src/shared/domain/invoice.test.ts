import { describe, expect, it } from 'vitest';
import { ADD_ONS } from '../booking-constants';
import { invoiceLines, invoiceNumber, invoiceTotals } from './invoice';
import { billInPaise, priceBooking, pricedSeats } from './pricing';
import { mulberry32 } from './random';

describe('invoiceNumber', () => {
  it('is the reference behind INV-, within GST’s 16 characters', () => {
    expect(invoiceNumber('KP-7H3K9Q')).toBe('INV-KP-7H3K9Q');
    expect(invoiceNumber('KP-7H3K9Q').length).toBeLessThanOrEqual(16);
  });
});

describe('invoiceLines and invoiceTotals', () => {
  it('Gold × 2 with a deal, merchandise and insurance: a line each, GST to the paisa, totals = the charge', () => {
    const seatLines = [{ label: 'Gold', unitPricePaise: 200_000, listPricePaise: 250_000, quantity: 2 }];
    const bill = priceBooking({ seats: pricedSeats(seatLines), addOnIds: ['merchandise'], insurance: true });
    // seats 5000 − 1000 deal = 4000; add-on 764; insurance 200; fee 8% of 4764 = 381.12 → 381;
    // GST 18% of 5145 = 926.1 → 926; total 4000 + 764 + 200 + 381 + 926 = 6271
    expect(bill).toMatchObject({
      dealDiscount: 1000,
      insurance: 200,
      convenienceFee: 381,
      gst: 926,
      total: 6271,
    });
    const lines = invoiceLines({
      quote: { ...bill, seatLines },
      seatsLabel: 'Gold',
      seatCount: 2,
      addOnIds: ['merchandise'],
    });
    expect(lines).toEqual([
      {
        kind: 'seats',
        description: 'Admission · Gold',
        supplier: 'organiser',
        quantity: 2,
        unitPricePaise: 250_000,
        valuePaise: 500_000,
        gstRatePercent: 18,
        gstPaise: 90_000,
        totalPaise: 590_000,
      },
      expect.objectContaining({ kind: 'dealDiscount', valuePaise: -100_000, gstPaise: -18_000 }),
      expect.objectContaining({
        kind: 'addOn',
        description: 'Official Team Merchandise',
        quantity: 1,
        unitPricePaise: 76_400,
        valuePaise: 76_400,
        gstPaise: 13_752,
      }),
      expect.objectContaining({
        kind: 'convenienceFee',
        supplier: 'platform',
        valuePaise: 38_100,
        gstPaise: 6_858,
      }),
      expect.objectContaining({
        kind: 'insurance',
        supplier: 'insurer',
        valuePaise: 20_000,
        gstRatePercent: null,
        gstPaise: 0,
      }),
    ]);
    expect(invoiceTotals(lines, bill)).toEqual({
      taxablePaise: 514_500,
      untaxedPaise: 20_000,
      lineGstPaise: 92_610, // 18% of ₹5,145 = ₹926.10
      gstRoundingPaise: -10, // charged ₹926
      gstPaise: 92_600,
      cgstPaise: 46_300,
      sgstPaise: 46_300,
      totalPaise: 627_100,
    });
  });

  it('map seats of two sections are a line each; no deal, add-ons or insurance means no such lines', () => {
    const seatLines = [
      { label: 'Premium', unitPricePaise: 500_000, listPricePaise: 500_000, quantity: 1 },
      { label: 'Standard', unitPricePaise: 300_000, listPricePaise: 300_000, quantity: 2 },
    ];
    const bill = priceBooking({ seats: pricedSeats(seatLines), addOnIds: [], insurance: false });
    const lines = invoiceLines({
      quote: { ...bill, seatLines },
      seatsLabel: 'Premium',
      seatCount: 3,
      addOnIds: [],
    });
    expect(lines.map((line) => [line.kind, line.description, line.quantity, line.unitPricePaise])).toEqual([
      ['seats', 'Admission · Premium', 1, 500_000],
      ['seats', 'Admission · Standard', 2, 300_000],
      ['convenienceFee', 'Convenience fee (8%)', null, null],
    ]);
  });

  it('a bill stored without seat lines shows its seats as one line, with a unit price when they share one', () => {
    const bill = priceBooking({ seats: [{ unitPrice: 800, quantity: 3 }], addOnIds: [], insurance: false });
    const [seats] = invoiceLines({ quote: bill, seatsLabel: 'Regular', seatCount: 3, addOnIds: [] });
    expect(seats).toMatchObject({
      description: 'Admission · Regular',
      quantity: 3,
      unitPricePaise: 80_000,
      valuePaise: 240_000,
    });
    // Premium 5000 + Standard 3000 + 3000 from before lines were kept: no one unit price to show.
    const mixed = priceBooking({
      seats: [
        { unitPrice: 5000, quantity: 1 },
        { unitPrice: 3001, quantity: 1 },
      ],
      addOnIds: [],
      insurance: false,
    });
    const [both] = invoiceLines({ quote: mixed, seatsLabel: 'Premium', seatCount: 2, addOnIds: [] });
    expect(both).toMatchObject({ quantity: 2, unitPricePaise: null, valuePaise: 800_100 });
  });

  it('add-ons whose prices no longer make the billed sum show as one line of the billed sum', () => {
    const bill = {
      ...priceBooking({ seats: [{ unitPrice: 400, quantity: 1 }], addOnIds: ['food'], insurance: false }),
      addOns: 1100,
    };
    const lines = invoiceLines({ quote: bill, seatsLabel: 'Economy', seatCount: 1, addOnIds: ['food'] });
    expect(lines.filter((line) => line.kind === 'addOn')).toEqual([
      expect.objectContaining({ description: 'Add-ons', unitPricePaise: null, valuePaise: 110_000 }),
    ]);
  });

  it('totals equal the bill’s total and GST, CGST + SGST = GST, for many random bills', () => {
    const random = mulberry32(20261124);
    const pick = (n: number) => Math.floor(random() * n);
    for (let run = 0; run < 2000; run += 1) {
      const seatLines = Array.from({ length: 1 + pick(3) }, (_, i) => {
        const listPrice = 100 + pick(20_000);
        const unitPrice = random() < 0.4 ? listPrice - pick(listPrice) : listPrice;
        return {
          label: `Line ${i}`,
          unitPricePaise: unitPrice * 100,
          listPricePaise: listPrice * 100,
          quantity: 1 + pick(6),
        };
      });
      const addOnIds = ADD_ONS.filter(() => random() < 0.4).map((addOn) => addOn.id);
      const insurance = random() < 0.5;
      const bill = priceBooking({ seats: pricedSeats(seatLines), addOnIds, insurance });
      const seatCount = seatLines.reduce((sum, line) => sum + line.quantity, 0);
      // With the seat lines kept and as older bookings stored them (no lines).
      for (const quote of [{ ...bill, seatLines }, bill]) {
        const lines = invoiceLines({ quote, seatsLabel: 'Seats', seatCount, addOnIds });
        const totals = invoiceTotals(lines, bill);
        expect(totals.totalPaise).toBe(billInPaise(bill).totalPaise);
        expect(totals.gstPaise).toBe(billInPaise(bill).gstPaise);
        expect(totals.cgstPaise + totals.sgstPaise).toBe(totals.gstPaise);
        expect(totals.cgstPaise).toBe(totals.sgstPaise);
        // Rounding the charged GST to the rupee moves it at most half a rupee plus half a paisa a line.
        expect(Math.abs(totals.gstRoundingPaise)).toBeLessThanOrEqual(50 + lines.length);
        expect(lines.reduce((sum, line) => sum + line.totalPaise, 0) + totals.gstRoundingPaise).toBe(
          totals.totalPaise,
        );
      }
    }
  });
});
