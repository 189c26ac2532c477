import { describe, expect, it } from 'vitest';
import { checkDetails, guestDetailsMessage, parseGuestAge, resizeGuests } from './booking-details';

const contact = {
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '+91 98765 43210',
  emergencyContact: '',
  specialRequests: '',
};

describe('checkDetails', () => {
  it('accepts a complete contact for one seat without guests', () => {
    expect(checkDetails(contact, [], 1)).toEqual({ fields: {}, problem: null });
  });

  it('requires name, e-mail and an Indian mobile', () => {
    const check = checkDetails({ ...contact, name: ' ', email: 'nope', phone: '12345' }, [], 1);
    expect(check.problem).toBe('contact');
    expect(Object.keys(check.fields).sort()).toEqual(['contact.email', 'contact.name', 'contact.phone']);
    expect(checkDetails({ ...contact, phone: '' }, [], 1).fields['contact.phone']).toBe(
      'Please enter your phone number',
    );
  });

  it('needs a named guest for every seat but the first', () => {
    const check = checkDetails(contact, [{ name: 'Ravi', age: '' }], 3);
    expect(check.problem).toBe('guests');
    expect(check.fields).toEqual({ 'guests.1.name': 'Please enter the guest name' });
    expect(
      checkDetails(
        contact,
        [
          { name: 'Ravi', age: '' },
          { name: 'Meera', age: '9' },
        ],
        3,
      ).problem,
    ).toBeNull();
  });

  it('lets the contact problem win over the guest problem', () => {
    expect(checkDetails({ ...contact, name: '' }, [], 2).problem).toBe('contact');
  });

  it('takes an optional guest age from 1 to 100', () => {
    expect(parseGuestAge('')).toBeNull();
    expect(parseGuestAge('1')).toBe(1);
    expect(parseGuestAge('100')).toBe(100);
    expect(parseGuestAge('0')).toBeUndefined();
    expect(parseGuestAge('101')).toBeUndefined();
    expect(parseGuestAge('4.5')).toBeUndefined();
    expect(checkDetails(contact, [{ name: 'Ravi', age: '120' }], 2).fields).toEqual({
      'guests.0.age': 'Age must be between 1 and 100',
    });
  });
});

describe('resizeGuests', () => {
  it('keeps typed rows and pads or trims to seats − 1', () => {
    const rows = [{ name: 'A', age: '' }];
    expect(resizeGuests(rows, 3)).toEqual([
      { name: 'A', age: '' },
      { name: '', age: '' },
    ]);
    expect(resizeGuests(rows, 1)).toEqual([]);
  });
});

describe('guestDetailsMessage', () => {
  it("keeps the spec's words for several guests and reads well for one", () => {
    expect(guestDetailsMessage(2)).toBe('Please provide details for all 2 additional guests');
    expect(guestDetailsMessage(9)).toBe('Please provide details for all 9 additional guests');
    expect(guestDetailsMessage(1)).toBe('Please provide details for the additional guest');
  });
});
