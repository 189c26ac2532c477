import { describe, expect, it } from 'vitest';
import { addOnPrice, billInPaise, priceBooking } from './pricing';

describe('addOnPrice', () => {
  it('applies the discount and rounds to a whole rupee', () => {
    expect(addOnPrice({ price: 899, discount: 15 })).toBe(764); // 764.15
    expect(addOnPrice({ price: 750, discount: 20 })).toBe(600);
    expect(addOnPrice({ price: 1200, discount: 0 })).toBe(1200);
    expect(addOnPrice({ price: 10, discount: 15 })).toBe(9); // 8.5 rounds half up
  });
});

describe('priceBooking', () => {
  it('Gold × 2 + merchandise, no insurance: 5000 + 764 + 461 + 1121 = 7346', () => {
    expect(
      priceBooking({
        seats: [{ unitPrice: 2500, quantity: 2 }],
        addOnIds: ['merchandise'],
        insurance: false,
      }),
    ).toEqual({
      seats: 5000,
      dealDiscount: 0,
      addOns: 764,
      insurance: 0,
      convenienceFee: 461, // 8% of 5764 = 461.12
      gst: 1121, // 18% of 6225 = 1120.5, half up
      total: 7346,
    });
  });

  it('one Economy seat with insurance: insurance is 5% of seats only and stays out of fee and GST', () => {
    // seats 400; insurance 20; fee 32; GST 18% of 432 = 77.76 → 78; total 530
    expect(priceBooking({ seats: [{ unitPrice: 400, quantity: 1 }], addOnIds: [], insurance: true })).toEqual(
      {
        seats: 400,
        dealDiscount: 0,
        addOns: 0,
        insurance: 20,
        convenienceFee: 32,
        gst: 78,
        total: 530,
      },
    );
  });

  it('map seats of two prices, every add-on, insurance', () => {
    // seats 5000 + 2 × 3000 = 11000; add-ons 764 + 1200 + 500 + 600 + 300 = 3364
    // insurance 550; fee 8% of 14364 = 1149.12 → 1149; GST 18% of 15513 = 2792.34 → 2792
    const bill = priceBooking({
      seats: [
        { unitPrice: 5000, quantity: 1 },
        { unitPrice: 3000, quantity: 2 },
      ],
      addOnIds: ['merchandise', 'food', 'parking', 'photos', 'shuttle'],
      insurance: true,
    });
    expect(bill).toEqual({
      seats: 11000,
      dealDiscount: 0,
      addOns: 3364,
      insurance: 550,
      convenienceFee: 1149,
      gst: 2792,
      total: 18855,
    });
  });

  it('Platinum × 10 with food: the largest list booking', () => {
    // seats 35000; add-ons 1200; fee 8% of 36200 = 2896; GST 18% of 39096 = 7037.28 → 7037
    expect(
      priceBooking({ seats: [{ unitPrice: 3500, quantity: 10 }], addOnIds: ['food'], insurance: false })
        .total,
    ).toBe(35000 + 1200 + 2896 + 7037);
  });

  it('nothing selected costs nothing; unknown add-ons are ignored', () => {
    expect(priceBooking({ seats: [], addOnIds: ['caviar'], insurance: true }).total).toBe(0);
  });
});

describe('a deal on the bill', () => {
  it('takes its discount off the seats as its own line; insurance, fee and GST follow the discounted seats', () => {
    // Gold at ₹2,500 with 20% off is ₹2,000: 2 seats save ₹1,000.
    const bill = priceBooking({
      seats: [{ unitPrice: 2000, listPrice: 2500, quantity: 2 }],
      addOnIds: [],
      insurance: true,
    });
    expect(bill).toEqual({
      seats: 5000,
      dealDiscount: 1000,
      addOns: 0,
      insurance: 200,
      convenienceFee: 320,
      gst: 778,
      total: 4000 + 200 + 320 + 778,
    });
    // The same as buying at ₹2,000 without a deal, except that the discount is shown.
    const plain = priceBooking({ seats: [{ unitPrice: 2000, quantity: 2 }], addOnIds: [], insurance: true });
    expect(plain.total).toBe(bill.total);
  });
});

describe('billInPaise', () => {
  it('carries every line of the bill in paise; a bill stored before deals has no discount', () => {
    expect(
      billInPaise({ seats: 5000, addOns: 764, insurance: 0, convenienceFee: 461, gst: 1121, total: 7346 }),
    ).toEqual({
      seatsPaise: 500_000,
      dealDiscountPaise: 0,
      addOnsPaise: 76_400,
      insurancePaise: 0,
      convenienceFeePaise: 46_100,
      gstPaise: 112_100,
      totalPaise: 734_600,
    });
  });
});
