import { render, screen } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from './route-error-page';

// jsdom cannot reload; the stand-in records the reload and the guard the real one writes.
const reloads = vi.hoisted(() => vi.fn());
vi.mock('./stale-chunk', async (original) => {
  const real = await original<typeof import('./stale-chunk')>();
  return {
    ...real,
    reloadForStaleChunk: (nowMs: number) => {
      window.sessionStorage.setItem('khelpassStaleChunkReloadAt', String(nowMs));
      reloads();
    },
  };
});

function Boom(): never {
  throw new Error('The scoreboard fell over');
}

function renderAt(routes: Parameters<typeof createMemoryRouter>[0]) {
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  return render(<RouterProvider router={router} />);
}

describe('RouteErrorPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    reloads.mockClear();
    window.sessionStorage.clear();
  });

  it('keeps the words Unexpected Application Error!, explains in plain words and offers a way home', async () => {
    // React and the page itself log the render error; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderAt([{ path: '/', Component: Boom, ErrorBoundary: RouteErrorPage }]);
    // The rich part of the page loads on demand; wait for it.
    await screen.findByRole('button', { name: 'Reload page' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Unexpected Application Error!',
    );
    expect(screen.getByText(/Sorry, this page hit a problem and couldn't be shown/)).toBeTruthy();
    expect(screen.queryByText(/scoreboard/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
    expect(reloads).not.toHaveBeenCalled();
    expect(document.title).toBe('Unexpected Application Error! · KhelPass');
  });

  it('reloads once for a code file missing after a deploy, then explains instead of looping', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const Stale = () => {
      throw new TypeError(
        'Failed to fetch dynamically imported module: http://127.0.0.1:3101/assets/sport-B2x9.js',
      );
    };
    const first = renderAt([{ path: '/', Component: Stale, ErrorBoundary: RouteErrorPage }]);
    expect((await screen.findByRole('status')).textContent).toBe('Loading the latest version of KhelPass…');
    expect(reloads).toHaveBeenCalledTimes(1);
    first.unmount();

    // The reloaded page fails the same way: no second reload, a message a person can act on.
    renderAt([{ path: '/', Component: Stale, ErrorBoundary: RouteErrorPage }]);
    expect(await screen.findByText(/KhelPass has been updated since this page was opened/)).toBeTruthy();
    expect(screen.queryByText(/dynamically imported module/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
    expect(reloads).toHaveBeenCalledTimes(1);
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
