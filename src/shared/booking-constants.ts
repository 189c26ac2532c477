/**
 * product-spec.md section 9 figures of booking: seat categories, add-ons, the price formula's percentages, the
 * seat map's sections and zoom scales; payment methods and the gateway's test instruments. Kept apart from constants.ts on purpose: constants.ts rides in the
 * first-load chunk, and any of its constants a lazy chunk reads is bundled there too; these load
 * with the dialog instead. Import them from here, never re-export them from constants.ts.
 */

export const ADD_ONS = [
  { id: 'merchandise', name: 'Official Team Merchandise', price: 899, discount: 15, popular: true },
  { id: 'food', name: 'Premium Food & Beverage', price: 1200, discount: 0, popular: true },
  { id: 'parking', name: 'VIP Parking', price: 500, discount: 0, popular: false },
  { id: 'photos', name: 'Professional Photo Package', price: 750, discount: 20, popular: false },
  { id: 'shuttle', name: 'Shuttle Service', price: 300, discount: 0, popular: false },
] as const;

export const PRICING = {
  insurancePercent: 5,
  convenienceFeePercent: 8,
  gstPercent: 18,
} as const;

export const MAP_ZOOM_SCALES = [1, 1.5] as const;

export const SEAT_CATEGORIES = [
  { id: 'platinum', name: 'Platinum', price: 3500, available: 8, soldPercentage: 90, popular: false },
  { id: 'gold', name: 'Gold', price: 2500, available: 25, soldPercentage: 75, popular: true },
  { id: 'premium', name: 'Premium', price: 1500, available: 89, soldPercentage: 60, popular: false },
  { id: 'regular', name: 'Regular', price: 800, available: 234, soldPercentage: 40, popular: false },
  { id: 'economy', name: 'Economy', price: 400, available: 156, soldPercentage: 30, popular: false },
] as const;

/** What each category offers, shown in the booking dialog's list view. */
export const SEAT_CATEGORY_DETAILS: Record<
  (typeof SEAT_CATEGORIES)[number]['id'],
  { description: string; features: readonly string[] }
> = {
  platinum: {
    description: 'Best seats in the house with hospitality',
    features: ['Pavilion-end view', 'Lounge access', 'Complimentary meal'],
  },
  gold: {
    description: 'Great view close to the action',
    features: ['Covered stand', 'Priority entry', 'Cushioned seats'],
  },
  premium: {
    description: 'Comfortable seats with a clear view',
    features: ['Covered stand', 'Food court nearby'],
  },
  regular: { description: 'Good value for the full experience', features: ['Open stand', 'Big-screen view'] },
  economy: { description: 'The most affordable way in', features: ['Open stand'] },
};

export const WALLETS = [
  { id: 'paytm', name: 'Paytm' },
  { id: 'phonepe', name: 'PhonePe' },
  { id: 'googlepay', name: 'Google Pay' },
  { id: 'amazonpay', name: 'Amazon Pay' },
] as const;

/** Where UPI payments are addressed (the upi://pay link's payee). Public, like any shop's VPA. */
export const UPI_PAYEE = { vpa: 'khelpass@icici', name: 'KhelPass' } as const;

/** The gateway simulator's test instruments (documented in the README). */
export const TEST_INSTRUMENTS = {
  cardSuccess: '4111111111111111',
  cardDeclined: '4000000000000002',
  upiSuccess: 'success@upi',
  upiFailure: 'failure@upi',
} as const;

export const SEAT_MAP_SECTIONS = [
  { id: 'premium', name: 'Premium', rows: 8, seatsPerRow: 12, price: 5000, firstRow: 'A', occupancy: 0.3 },
  { id: 'standard', name: 'Standard', rows: 15, seatsPerRow: 20, price: 3000, firstRow: 'I', occupancy: 0.4 },
  { id: 'economy', name: 'Economy', rows: 20, seatsPerRow: 25, price: 1500, firstRow: 'X', occupancy: 0.5 },
] as const;
export type SectionId = (typeof SEAT_MAP_SECTIONS)[number]['id'];
export const SECTION_IDS = SEAT_MAP_SECTIONS.map((section) => section.id) as [SectionId, ...SectionId[]];
export const ACCESSIBLE_ECONOMY_SHARE = 0.05;

/**
 * Longest text each field of the booking dialog's step 3 takes: the inputs stop there, the checkout
 * and a saved progress (holdProgressSchema) refuse more. Name and e-mail as an account's.
 */
export const DETAIL_LIMITS = {
  name: 80,
  email: 254,
  phone: 20,
  emergencyContact: 80,
  specialRequests: 500,
  guestName: 80,
  guestAge: 3,
} as const;
