/**
 * The cart feature's public surface (cart and wishlist: drawers, the event page's actions, the
 * booking dialog's heart, merging a guest's lists at sign-in). The header's counts, which the first
 * load needs, are in shell/cart-count.ts so that importing them does not pull in the rest.
 */
export { ownerOf } from './cart-query';
export { CartDrawerBody, WishlistDrawerBody } from './components/cart-drawer-body';
export { EventCartActions } from './components/event-cart-actions';
export { WishlistHeart } from './components/wishlist-heart';
export { mergeGuestItems, useCart } from './use-cart';
