import { lazy } from 'react';
import { profileQueryOptions } from '@/client/features/account';
import type { BookingCollaborators } from '@/client/features/booking';
import { BookingHost } from '@/client/features/booking/components/booking-host';
import { WishlistHeart } from '@/client/features/cart';

/** The stadium map's own chunk, fetched when an event on a seating plan reaches step 1. */
const StadiumMap = lazy(() =>
  import('@/client/features/stadium-map').then((m) => ({ default: m.StadiumMap })),
);

/**
 * The booking dialog composed with what it shows from other features: the cart's wishlist heart,
 * the account's profile for the contact step and the stadium map for events on a seating plan. The
 * root layout's BookingSlot loads this module on the first 'Book Tickets'.
 */
const collaborators: BookingCollaborators = { WishlistHeart, profileQueryOptions, StadiumMap };

export default function ComposedBookingHost() {
  return <BookingHost collaborators={collaborators} />;
}
