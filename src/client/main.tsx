import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './styles.css';
import { registerServiceWorker } from '@/client/lib/service-worker';
import { RouteErrorBoundary } from '@/client/shell/route-error-page';
import { AppProviders, createQueryClient } from './providers';
import { AppRoutes } from './router';

const queryClient = createQueryClient();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      {/* Without transitions a navigation shows the next page's skeleton at once while it loads. */}
      <BrowserRouter useTransitions={false}>
        <RouteErrorBoundary>
          <AppRoutes />
        </RouteErrorBoundary>
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);

// Installable, and a fan's tickets open without a network (public/sw.js).
registerServiceWorker();
