import { describe, expect, it } from 'vitest';
import { DETAIL_LIMITS } from '../booking-constants';
import { EMAIL_MAX, NAME_MAX } from '../schemas/account';
import { type HoldProgress, holdProgressSchema } from '../schemas/booking';
import { type BookingDraft, progressToSave, restoreProgress } from './hold-progress';

const contact = {
  name: 'Meera Iyer',
  email: 'meera@example.in',
  phone: '98765 43210',
  emergencyContact: '',
  specialRequests: 'Aisle seat please',
};

const draft = (over: Partial<BookingDraft> = {}): BookingDraft => ({
  step: 3,
  mode: 'list',
  count: 2,
  categoryId: 'gold',
  seatIds: [],
  addOnIds: ['parking'],
  insurance: true,
  details: { contact, guests: [{ name: 'Arjun', age: '12' }], newsletter: false, smsUpdates: true },
  ...over,
});

const saved = (over: Partial<HoldProgress> = {}): HoldProgress => ({ ...progressToSave(draft()), ...over });

describe('progressToSave', () => {
  it('keeps the step, the choice, the extras and the details as typed', () => {
    expect(progressToSave(draft())).toEqual({
      step: 3,
      mode: 'list',
      count: 2,
      selection: { kind: 'category', categoryId: 'gold', quantity: 2 },
      addOnIds: ['parking'],
      insurance: true,
      contact,
      guests: [{ name: 'Arjun', age: '12' }],
      newsletter: false,
      smsUpdates: true,
    });
    expect(
      progressToSave(draft({ categoryId: null, seatIds: ['B-7', 'B-8'], mode: 'map' })).selection,
    ).toEqual({
      kind: 'seats',
      seatIds: ['B-7', 'B-8'],
    });
    expect(progressToSave(draft({ categoryId: null })).selection).toBeNull();
  });

  it('is always a progress the API accepts: texts cut to their limits, each add-on once', () => {
    const long = 'x'.repeat(2000);
    const progress = progressToSave(
      draft({
        count: 40,
        addOnIds: ['food', 'food'],
        details: {
          contact: { name: long, email: long, phone: long, emergencyContact: long, specialRequests: long },
          guests: Array.from({ length: 12 }, () => ({ name: long, age: '1234' })),
          newsletter: true,
          smsUpdates: true,
        },
      }),
    );
    expect(holdProgressSchema.safeParse(progress).success).toBe(true);
    expect(progress.contact.specialRequests).toHaveLength(DETAIL_LIMITS.specialRequests);
    expect(progress.guests).toHaveLength(9);
    expect(progress.count).toBe(10);
    expect(progress.addOnIds).toEqual(['food']);
  });

  it("limits the name and e-mail as an account's", () => {
    expect(DETAIL_LIMITS.name).toBe(NAME_MAX);
    expect(DETAIL_LIMITS.email).toBe(EMAIL_MAX);
  });
});

describe('restoreProgress', () => {
  it('brings back the step, the extras and the details while the hold holds the places', () => {
    const restored = restoreProgress(saved(), { kind: 'category', categoryId: 'gold', quantity: 2 });
    expect(restored).toEqual({
      step: 3,
      mode: 'list',
      count: 2,
      categoryId: 'gold',
      seatIds: [],
      addOnIds: ['parking'],
      insurance: true,
      details: { contact, guests: [{ name: 'Arjun', age: '12' }], newsletter: false, smsUpdates: true },
    });
  });

  it('drops a saved seat the hold no longer holds and keeps a held one the save missed', () => {
    const restored = restoreProgress(
      saved({ mode: 'map', selection: { kind: 'seats', seatIds: ['C-3', 'B-9', 'B-7'] } }),
      { kind: 'seats', seatIds: ['B-7', 'B-8', 'B-9'], sectionId: 'premium' },
    );
    expect(restored?.seatIds).toEqual(['B-9', 'B-7', 'B-8']);
    expect(restored?.count).toBe(3);
    expect(restored?.mode).toBe('map');
    expect(restored?.categoryId).toBeNull();
    // Three seats: two guest rows, the typed one kept.
    expect(restored?.details?.guests).toEqual([
      { name: 'Arjun', age: '12' },
      { name: '', age: '' },
    ]);
  });

  it('takes the category and quantity from the hold, not from the save', () => {
    const restored = restoreProgress(saved({ mode: 'map' }), {
      kind: 'category',
      categoryId: 'platinum',
      quantity: 4,
    });
    expect(restored).toMatchObject({ categoryId: 'platinum', count: 4, mode: 'list', seatIds: [] });
  });

  it('goes back to step 1 when the hold holds nothing, keeping what was typed', () => {
    const restored = restoreProgress(saved({ step: 4, count: 3 }), null);
    expect(restored).toMatchObject({ step: 1, count: 3, categoryId: null, seatIds: [], insurance: true });
    expect(restored?.details?.guests).toEqual([]);
    expect(restored?.details?.contact).toEqual(contact);
  });

  it('goes back from the review to the details when they no longer pass (more seats, a guest missing)', () => {
    const review = saved({ step: 4 });
    expect(restoreProgress(review, { kind: 'category', categoryId: 'gold', quantity: 2 })?.step).toBe(4);
    expect(restoreProgress(review, { kind: 'category', categoryId: 'gold', quantity: 3 })?.step).toBe(3);
  });

  it('without a save, brings back only the held places, at step 1, and leaves the details to the profile', () => {
    expect(restoreProgress(null, { kind: 'seats', seatIds: ['A-1'], sectionId: 'premium' })).toEqual({
      step: 1,
      mode: 'map',
      count: 1,
      categoryId: null,
      seatIds: ['A-1'],
      addOnIds: [],
      insurance: false,
      details: null,
    });
    expect(restoreProgress(null, null)).toBeNull();
  });
});
