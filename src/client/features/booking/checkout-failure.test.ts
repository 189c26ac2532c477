import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/client/lib/api-client';
import { checkoutFailure } from './checkout-failure';

const refusal = (status: number, code: string, message: string, fields: Record<string, string> = {}) =>
  new ApiRequestError(status, code, message, fields);

describe('checkoutFailure', () => {
  it('ends the session on a 410', () => {
    expect(checkoutFailure(refusal(410, 'hold_expired', 'This booking session has expired.'))).toEqual({
      expired: true,
      step: null,
      toast: null,
      fields: null,
      seatsChanged: false,
    });
  });

  it("goes back to seat selection with 'Selection Required' when nothing is held", () => {
    expect(checkoutFailure(refusal(409, 'selection_required', 'Please select seats and category'))).toEqual({
      expired: false,
      step: 1,
      toast: ['Selection Required', 'Please select seats and category'],
      fields: null,
      seatsChanged: true,
    });
  });

  it("goes back to seat selection with 'Seat Unavailable' when a seat was taken meanwhile", () => {
    const failure = checkoutFailure(
      refusal(409, 'seat_unavailable', 'This seat is already taken or blocked.'),
    );
    expect(failure.step).toBe(1);
    expect(failure.toast).toEqual(['Seat Unavailable', 'This seat is already taken or blocked.']);
    expect(failure.seatsChanged).toBe(true);
  });

  it("names another conflict by the server's message", () => {
    const failure = checkoutFailure(refusal(409, 'sold_out', 'Gold is sold out.'));
    expect(failure).toMatchObject({ step: 1, toast: ['Gold is sold out.', 'Gold is sold out.'] });
  });

  it("returns to the details with 'Missing Information' for a contact field", () => {
    const fields = { 'contact.email': 'Please enter a valid e-mail address' };
    expect(checkoutFailure(refusal(400, 'invalid_request', 'Invalid request', fields))).toEqual({
      expired: false,
      step: 3,
      toast: ['Missing Information', 'Please fill in all required details'],
      fields,
      seatsChanged: false,
    });
  });

  it("returns to the details with 'Guest Details Required' for a guest field", () => {
    const fields = { guests: 'Please provide details for all 2 additional guests' };
    expect(checkoutFailure(refusal(400, 'guest_details_required', 'Guest details', fields))).toMatchObject({
      step: 3,
      toast: ['Guest Details Required', 'Please provide details for all 2 additional guests'],
      fields,
    });
    const named = { 'guests.0.name': 'Please enter the guest name' };
    expect(checkoutFailure(refusal(400, 'invalid_request', 'Guest name missing', named))).toMatchObject({
      step: 3,
      toast: ['Guest Details Required', 'Guest name missing'],
    });
  });

  it('returns to the add-ons without a toast for an add-on field', () => {
    const fields = { 'addOns.0': 'Unknown add-on' };
    expect(checkoutFailure(refusal(400, 'invalid_request', 'Invalid request', fields))).toMatchObject({
      step: 2,
      toast: null,
      fields,
    });
  });

  it("stays and says 'Something went wrong' for anything else", () => {
    const stay = { expired: false, step: null, toast: 'failure', fields: null, seatsChanged: false };
    expect(checkoutFailure(new TypeError('Failed to fetch'))).toEqual(stay);
    expect(checkoutFailure(refusal(500, 'internal', 'Something broke'))).toEqual(stay);
    expect(checkoutFailure(refusal(400, 'invalid_request', 'Bad request'))).toEqual(stay);
    const other = { 'payment.method': 'Unknown' };
    expect(checkoutFailure(refusal(400, 'invalid_request', 'Bad request', other))).toEqual({
      ...stay,
      fields: other,
    });
  });
});
