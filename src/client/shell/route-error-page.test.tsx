import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate, useSearchParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-page';

function Boom({ error }: { error: Error }): never {
  throw error;
}

/** Outside the boundary, like the browser's Back button. */
function GoElsewhere() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/fine')}>
      Elsewhere
    </button>
  );
}

function renderThrowing(error: Error) {
  return render(
    <MemoryRouter initialEntries={['/broken']}>
      <GoElsewhere />
      <RouteErrorBoundary>
        <Routes>
          <Route path="/broken" element={<Boom error={error} />} />
          <Route path="/fine" element={<p>Fine again</p>} />
        </Routes>
      </RouteErrorBoundary>
    </MemoryRouter>,
  );
}

describe('RouteErrorBoundary', () => {
  const reload = vi.fn();
  beforeEach(() => {
    // React logs the errors a boundary catches; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    window.sessionStorage.clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    reload.mockReset();
  });

  it('keeps the words Unexpected Application Error!, speaks to a person and offers ways out', async () => {
    renderThrowing(new Error('The scoreboard fell over'));
    await screen.findByRole('button', { name: 'Reload page' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unexpected Application Error!');
    expect(screen.getByText(/Sorry, this page hit a problem and couldn't be shown/)).toBeTruthy();
    // The error's own text is for the console, not the page.
    expect(screen.queryByText(/scoreboard/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Unexpected Application Error! · KhelPass');
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once for a chunk that is gone after a deploy, then explains instead of looping', async () => {
    const stale = new TypeError(
      'Failed to fetch dynamically imported module: http://127.0.0.1:3000/assets/events-old.js',
    );
    const first = renderThrowing(stale);
    expect((await screen.findByRole('status')).textContent).toBe('Loading the latest version of KhelPass…');
    expect(reload).toHaveBeenCalledTimes(1);
    first.unmount();
    // The reload happened and the chunk is still missing: no second reload, a plain explanation.
    renderThrowing(stale);
    await screen.findByRole('button', { name: 'Reload page' });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/KhelPass has been updated since this page was opened/)).toBeTruthy();
    expect(screen.queryByText(/dynamically imported module/)).toBeNull();
  });

  it('tries again on another page', async () => {
    renderThrowing(new Error('The scoreboard fell over'));
    await screen.findByRole('button', { name: 'Reload page' });
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(await screen.findByText('Fine again')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reload page' })).toBeNull();
  });

  it('tries again on the same page at another address (a Back from ?sport=x to the plain list)', async () => {
    function Events() {
      const [params] = useSearchParams();
      if (params.get('sport') === 'broken') throw new Error('The filter fell over');
      return <p>Every event</p>;
    }
    function ClearFilter() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate('/events')}>
          Clear filter
        </button>
      );
    }
    render(
      <MemoryRouter initialEntries={['/events?sport=broken']}>
        <ClearFilter />
        <RouteErrorBoundary>
          <Routes>
            <Route path="/events" element={<Events />} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    await screen.findByRole('button', { name: 'Reload page' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear filter' }));
    expect(await screen.findByText('Every event')).toBeTruthy();
  });
});
