import { type ComponentType, lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { RootLayout } from '@/client/shell/root-layout';
import { SHORT_PATH_SPORTS } from '@/shared/constants';
import { paths } from './paths';

/**
 * The app's routes, declared with react-router's declarative API (decision 006: the data router
 * cost the first load 17 kB gzip for loaders and actions the app does not use). Every page is its
 * own lazily loaded module exporting `Component`; the root layout shows the page's skeleton while
 * it loads, and RouteErrorBoundary (main.tsx) catches what a page throws.
 */
const page = (load: () => Promise<{ Component: ComponentType }>) =>
  lazy(() => load().then((module) => ({ default: module.Component })));

const Home = page(() => import('./routes/home'));
const Sport = page(() => import('./routes/sport'));
const Events = page(() => import('./routes/events'));
const EventDetails = page(() => import('./routes/event-details'));
const EventQueue = page(() => import('./routes/event-queue'));
const Venues = page(() => import('./routes/venues'));
const Help = page(() => import('./routes/help'));
const News = page(() => import('./routes/news'));
const LiveScores = page(() => import('./routes/live-scores'));
const Standings = page(() => import('./routes/standings'));
const Auth = page(() => import('./routes/auth'));
const Account = page(() => import('./routes/account'));
const Bookings = page(() => import('./routes/bookings'));
const BookingInvoice = page(() => import('./routes/booking-invoice'));
const FindBooking = page(() => import('./routes/find-booking'));
const Dashboard = page(() => import('./routes/dashboard'));
const Admin = page(() => import('./routes/admin'));
const AdminOverview = page(() => import('./routes/admin-overview'));
const AdminBookings = page(() => import('./routes/admin-bookings'));
const AdminEvents = page(() => import('./routes/admin-events'));
const AdminOrganizers = page(() => import('./routes/admin-organizers'));
const AdminNews = page(() => import('./routes/admin-news'));
const AdminAudit = page(() => import('./routes/admin-audit'));
const AdminAccounts = page(() => import('./routes/admin-accounts'));
const AdminAccount = page(() => import('./routes/admin-account'));
const Organizer = page(() => import('./routes/organizer'));
const OrganizerEventDeals = page(() => import('./routes/organizer-event-deals'));
const OrganizerEventSales = page(() => import('./routes/organizer-event-sales'));
const OrganizerEventGate = page(() => import('./routes/organizer-event-gate'));
const OrganizerEventEditor = page(() => import('./routes/organizer-event-editor'));
const Profile = page(() => import('./routes/profile'));
const NotFound = page(() => import('./routes/not-found'));

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<RootLayout />}>
        <Route index element={<Home />} />
        <Route path="sports" element={<Navigate replace to={paths.sport('cricket')} />} />
        <Route path="sports/:category" element={<Sport />} />
        {SHORT_PATH_SPORTS.map((sport) => (
          <Route key={sport} path={sport} element={<Navigate replace to={paths.sport(sport)} />} />
        ))}
        <Route path="search" element={<Sport />} />
        <Route path="events" element={<Events />} />
        <Route path="events/:eventId" element={<EventDetails />} />
        <Route path="events/:eventId/queue" element={<EventQueue />} />
        <Route path="venues" element={<Venues />} />
        <Route path="help" element={<Help />} />
        <Route path="news" element={<News />} />
        <Route path="live-scores" element={<LiveScores />} />
        <Route path="standings" element={<Standings />} />
        <Route path="auth" element={<Auth />} />
        <Route path="login" element={<Auth />} />
        <Route path="account/:page" element={<Account />} />
        {/* product-spec.md section 6's access table is enforced by each page's RequireAuth
            (components/require-auth.tsx). */}
        <Route path="bookings" element={<Bookings />} />
        <Route path="bookings/find" element={<FindBooking />} />
        <Route path="bookings/:bookingId/invoice" element={<BookingInvoice />} />
        <Route path="dashboard" element={<Dashboard />} />
        <Route path="admin" element={<Admin />}>
          <Route index element={<AdminOverview />} />
          <Route path="bookings" element={<AdminBookings />} />
          <Route path="events" element={<AdminEvents />} />
          <Route path="organizers" element={<AdminOrganizers />} />
          <Route path="news" element={<AdminNews />} />
          <Route path="audit" element={<AdminAudit />} />
          <Route path="accounts" element={<AdminAccounts />} />
          <Route path="accounts/:accountId" element={<AdminAccount />} />
          <Route path="*" element={<NotFound />} />
        </Route>
        <Route path="organizer/events/:eventId/deals" element={<OrganizerEventDeals />} />
        <Route path="organizer/events/:eventId/sales" element={<OrganizerEventSales />} />
        <Route path="organizer/events/:eventId/gate" element={<OrganizerEventGate />} />
        <Route path="organizer/events/new" element={<OrganizerEventEditor />} />
        <Route path="organizer/events/:eventId/edit" element={<OrganizerEventEditor />} />
        <Route path="organizer/*" element={<Organizer />} />
        <Route path="profile" element={<Profile />} />
        <Route path="settings" element={<Profile />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
