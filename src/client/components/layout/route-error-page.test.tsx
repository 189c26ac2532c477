import { render, screen } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from './route-error-page';

function Boom(): never {
  throw new Error('The scoreboard fell over');
}

function renderAt(routes: Parameters<typeof createMemoryRouter>[0]) {
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  return render(<RouterProvider router={router} />);
}

describe('RouteErrorPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the words Unexpected Application Error!, shows the message and offers a way home', async () => {
    // React and the page itself log the render error; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderAt([{ path: '/', Component: Boom, ErrorBoundary: RouteErrorPage }]);
    // The rich part of the page loads on demand; wait for it.
    await screen.findByRole('button', { name: 'Reload page' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Unexpected Application Error!',
    );
    expect(screen.getByText('The scoreboard fell over')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
    expect(document.title).toBe('Unexpected Application Error! · KhelPass');
  });

  it('shows the not-found page for a 404 route error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderAt([
      {
        path: '/',
        loader: () => {
          throw data('No such event', { status: 404 });
        },
        Component: () => null,
        ErrorBoundary: RouteErrorPage,
      },
    ]);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Page not found');
    expect((await screen.findByRole('link', { name: 'Browse events' })).getAttribute('href')).toBe('/events');
  });
});
