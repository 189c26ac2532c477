import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { SHORT_PATH_SPORTS } from '@/shared/constants';
import { RootLayout } from './components/layout/root-layout';
import { RouteErrorPage } from './components/layout/route-error-page';
import { RouteSkeleton } from './components/layout/route-skeleton';
import { paths } from './paths';

/** Every page is its own lazily loaded module exporting `Component`. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: RouteSkeleton,
    children: [
      { index: true, lazy: () => import('./routes/home') },
      { path: 'sports', loader: () => redirect(paths.sport('cricket')) },
      { path: 'sports/:category', lazy: () => import('./routes/sport') },
      ...SHORT_PATH_SPORTS.map((sport) => ({ path: sport, loader: () => redirect(paths.sport(sport)) })),
      { path: 'search', lazy: () => import('./routes/sport') },
      { path: 'events', lazy: () => import('./routes/events') },
      { path: 'events/:eventId', lazy: () => import('./routes/event-details') },
      { path: 'venues', lazy: () => import('./routes/venues') },
      { path: 'help', lazy: () => import('./routes/help') },
      { path: 'news', lazy: () => import('./routes/news') },
      { path: 'live-scores', lazy: () => import('./routes/live-scores') },
      { path: 'standings', lazy: () => import('./routes/standings') },
      { path: 'auth', lazy: () => import('./routes/auth') },
      { path: 'login', lazy: () => import('./routes/auth') },
      // product-spec.md section 6's access table is enforced by each page's RequireAuth
      // (components/layout/require-auth.tsx).
      { path: 'bookings', lazy: () => import('./routes/bookings') },
      { path: 'dashboard', lazy: () => import('./routes/dashboard') },
      { path: 'admin/*', lazy: () => import('./routes/admin') },
      { path: 'organizer/*', lazy: () => import('./routes/organizer') },
      { path: 'profile', lazy: () => import('./routes/profile') },
      { path: 'settings', lazy: () => import('./routes/profile') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
