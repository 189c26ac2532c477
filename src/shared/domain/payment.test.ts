import { describe, expect, it } from 'vitest';
import { TEST_INSTRUMENTS } from '../booking-constants';
import {
  cardFieldsComplete,
  cardProblems,
  expiryValid,
  formatCardNumber,
  formatCvv,
  formatExpiry,
  luhnValid,
  maskedInstrument,
  type PaymentFields,
  paymentFormErrors,
  paymentRequest,
  upiPayLink,
  vpaValid,
} from './payment';

const now = new Date('2026-11-22T10:00:00Z');

describe('card field formatting', () => {
  it('groups the number in fours and stops at 19 characters', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('4111-1111-1111-11119999')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('41a1')).toBe('411');
    expect(formatCardNumber('41111')).toBe('4111 1');
  });
  it('writes the expiry as MM/YY', () => {
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('12/2899')).toBe('12/28');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('123')).toBe('12/3');
  });
  it('keeps only up to 4 CVV digits', () => {
    expect(formatCvv('12a34 5')).toBe('1234');
  });
});

describe('card validation', () => {
  it('accepts both test cards by Luhn and refuses a mistyped one', () => {
    expect(luhnValid(TEST_INSTRUMENTS.cardSuccess)).toBe(true);
    expect(luhnValid(TEST_INSTRUMENTS.cardDeclined)).toBe(true);
    expect(luhnValid('4111 1111 1111 1112')).toBe(false);
    expect(luhnValid('1234')).toBe(false);
  });
  it('accepts an expiry to the end of its month and refuses past or impossible ones', () => {
    expect(expiryValid('11/26', now)).toBe(true);
    expect(expiryValid('10/26', now)).toBe(false);
    expect(expiryValid('13/30', now)).toBe(false);
    expect(expiryValid('00/30', now)).toBe(false);
    expect(expiryValid('1/30', now)).toBe(false);
  });
  it('names each bad field', () => {
    expect(
      cardProblems({ number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123', name: 'Asha Rao' }, now),
    ).toEqual({});
    expect(
      cardProblems({ number: '4111 1111 1111 1112', expiry: '01/20', cvv: '12', name: ' ' }, now),
    ).toEqual({
      number: 'Please check the card number',
      expiry: 'Please enter a valid expiry date (MM/YY)',
      cvv: 'CVV is 3 or 4 digits',
      name: 'Please enter the name on the card',
    });
  });
  it('requires all four fields', () => {
    expect(cardFieldsComplete({ number: '4111', expiry: '12/30', cvv: '123', name: 'A' })).toBe(true);
    expect(cardFieldsComplete({ number: '4111', expiry: '', cvv: '123', name: 'A' })).toBe(false);
  });
});

describe('UPI', () => {
  it('validates a VPA as name@handle', () => {
    expect(vpaValid(TEST_INSTRUMENTS.upiSuccess)).toBe(true);
    expect(vpaValid('asha.rao-1@okhdfcbank')).toBe(true);
    expect(vpaValid('asha')).toBe(false);
    expect(vpaValid('@upi')).toBe(false);
    expect(vpaValid('asha@')).toBe(false);
    expect(vpaValid('as ha@upi')).toBe(false);
  });
  it('builds a upi://pay link with payee, name, amount in rupees, INR and the reference', () => {
    const link = upiPayLink({
      payeeVpa: 'khelpass@icici',
      payeeName: 'KhelPass',
      amountPaise: 734600,
      reference: 'KP-ABC123',
      note: 'MI vs CSK',
    });
    expect(link).toBe(
      'upi://pay?pa=khelpass@icici&pn=KhelPass&am=7346.00&cu=INR&tr=KP-ABC123&tn=MI%20vs%20CSK',
    );
    const params = new URL(link).searchParams;
    expect(params.get('pa')).toBe('khelpass@icici');
    expect(params.get('am')).toBe('7346.00');
  });
});

describe('the payment request', () => {
  const card = { number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123', name: 'Asha Rao' };
  const fields: PaymentFields = { card, vpa: '', wallet: null };

  it('sends a complete, valid card', () => {
    expect(paymentRequest('card', fields, now)).toEqual({ input: { method: 'card', card } });
  });

  it("asks for 'Missing Information' when a card field is empty, and names bad fields otherwise", () => {
    expect(paymentRequest('card', { ...fields, card: { ...card, cvv: '' } }, now)).toEqual({
      errors: {},
      missingCardDetails: true,
    });
    expect(paymentRequest('card', { ...fields, card: { ...card, expiry: '01/20' } }, now)).toEqual({
      errors: { expiry: 'Please enter a valid expiry date (MM/YY)' },
    });
  });

  it('sends a trimmed UPI ID, and says what is wrong with a missing or malformed one', () => {
    expect(paymentRequest('upi', { ...fields, vpa: ' success@upi ' }, now)).toEqual({
      input: { method: 'upi', vpa: 'success@upi' },
    });
    expect(paymentRequest('upi', fields, now)).toEqual({ errors: { vpa: 'Please enter your UPI ID' } });
    expect(paymentRequest('upi', { ...fields, vpa: 'not-a-vpa' }, now)).toEqual({
      errors: { vpa: 'Please enter a valid UPI ID, e.g. name@okhdfcbank' },
    });
  });

  it('sends the chosen wallet, or asks for one', () => {
    expect(paymentRequest('wallet', { ...fields, wallet: 'phonepe' }, now)).toEqual({
      input: { method: 'wallet', wallet: 'phonepe' },
    });
    expect(paymentRequest('wallet', fields, now)).toEqual({ errors: { wallet: 'Please choose a wallet' } });
  });

  it("puts the API's field errors beside the form's fields and leaves out the rest", () => {
    expect(
      paymentFormErrors({ 'card.number': 'Card declined', vpa: 'Unknown UPI ID', orderId: 'Order expired' }),
    ).toEqual({ number: 'Card declined', vpa: 'Unknown UPI ID' });
  });
});

describe('the instrument a gateway keeps', () => {
  it('keeps the last 4 digits of a card, a masked UPI id, a wallet by name', () => {
    const card = { number: '4111 1111 1111 4242', expiry: '12/30', cvv: '123', name: 'Asha Rao' };
    expect(maskedInstrument({ method: 'card', card })).toBe('4242');
    expect(maskedInstrument({ method: 'upi', vpa: 'Asha.Rao@okaxis' })).toBe('as******@okaxis');
    expect(maskedInstrument({ method: 'upi', vpa: 'ab@upi' })).toBe('ab**@upi');
    expect(maskedInstrument({ method: 'wallet', wallet: 'paytm' })).toBe('paytm');
  });
});
