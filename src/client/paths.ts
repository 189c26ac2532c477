import type { SportId } from '@/shared/constants';
import { FIND_BOOKING_PATH, FORGOT_PASSWORD_PATH } from '@/shared/domain/site-paths';

/** Every in-app path, built in one place so links and routes agree. */
export const paths = {
  home: () => '/',
  sport: (sport: SportId | string) => `/sports/${sport}`,
  events: () => '/events',
  event: (id: string, sport?: string) => (sport ? `/events/${id}?sport=${sport}` : `/events/${id}`),
  /** The event's waiting room (a queued on-sale). */
  eventQueue: (id: string) => `/events/${encodeURIComponent(id)}/queue`,
  /** The event page, opening its booking dialog once loaded (the queue's 'Continue to booking'). */
  eventToBook: (id: string) => `/events/${encodeURIComponent(id)}?book=1`,
  venues: () => '/venues',
  news: () => '/news',
  liveScores: () => '/live-scores',
  standings: () => '/standings',
  auth: () => '/auth',
  login: (redirect?: string) => (redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'),
  forgotPassword: () => FORGOT_PASSWORD_PATH,
  bookings: () => '/bookings',
  findBooking: () => FIND_BOOKING_PATH,
  dashboard: () => '/dashboard',
  admin: () => '/admin',
  adminBookings: (reference?: string) =>
    reference ? `/admin/bookings?ref=${encodeURIComponent(reference)}` : '/admin/bookings',
  adminEvents: (filters: { organizerId?: string } = {}) =>
    filters.organizerId
      ? `/admin/events?organizerId=${encodeURIComponent(filters.organizerId)}`
      : '/admin/events',
  adminOrganizers: () => '/admin/organizers',
  adminNews: () => '/admin/news',
  adminAudit: () => '/admin/audit',
  adminAccounts: () => '/admin/accounts',
  adminAccount: (accountId: string) => `/admin/accounts/${encodeURIComponent(accountId)}`,
  organizer: () => '/organizer',
  organizerNewEvent: () => '/organizer/events/new',
  organizerEditEvent: (eventId: string) => `/organizer/events/${encodeURIComponent(eventId)}/edit`,
  organizerEventSales: (eventId: string) => `/organizer/events/${encodeURIComponent(eventId)}/sales`,
  organizerEventDeals: (eventId: string) => `/organizer/events/${encodeURIComponent(eventId)}/deals`,
  organizerEventGate: (eventId: string) => `/organizer/events/${encodeURIComponent(eventId)}/gate`,
  profile: () => '/profile',
  settings: () => '/settings',
  search: () => '/search',
} as const;
