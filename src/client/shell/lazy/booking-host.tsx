import { profileQueryOptions } from '@/client/features/account';
import type { BookingCollaborators } from '@/client/features/booking';
import { BookingHost } from '@/client/features/booking/components/booking-host';
import { WishlistHeart } from '@/client/features/cart';

/**
 * The booking dialog composed with what it shows from other features: the cart's wishlist heart
 * and the account's profile for the contact step. The root layout's BookingSlot loads this module
 * on the first 'Book Tickets'.
 */
const collaborators: BookingCollaborators = { WishlistHeart, profileQueryOptions };

export default function ComposedBookingHost() {
  return <BookingHost collaborators={collaborators} />;
}
