/**
 * Spec section 9 figures of the booking dialog: add-ons, the price formula's percentages and the
 * seat map's zoom scales. Kept apart from constants.ts on purpose: constants.ts rides in the
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
