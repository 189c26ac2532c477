import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bannerTiming } from '@/shared/domain/banners';
import type { Banner, BannerPriority } from '@/shared/schemas/banners';
import { DISMISSED_KEY } from '../rotation';
import { BannerHost } from './banner-host';

const banner = (id: string, priority: BannerPriority, type: Banner['type'] = 'flash-sale'): Banner => ({
  id,
  type,
  title: `Title ${id}`,
  message: `Message ${id}`,
  action: { label: 'Book now', target: `/events/${id}` },
  priority,
  ...bannerTiming(priority),
  timestamp: '2026-02-02T06:30:00.000Z',
  eventId: id,
});

let desktop = true;
function stubMatchMedia() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: desktop && query === '(min-width: 1024px)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const offer = () => screen.getByRole('status', { name: 'Offer' });
const alert = () => screen.getByRole('status', { name: 'Alert' });

function renderHost(banners: Banner[]) {
  return render(
    <MemoryRouter>
      <BannerHost banners={banners} startedAt={Date.now()} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  // The shortest waits of the spec's ranges: 20 s and 30 s.
  vi.spyOn(Math, 'random').mockReturnValue(0);
  window.sessionStorage.clear();
  desktop = true;
  stubMatchMedia();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the floating and the bottom banner', () => {
  it('come at 3 s and 5 s, each with a different banner', () => {
    renderHost([banner('a', 'medium'), banner('b', 'medium')]);
    advance(2999);
    expect(offer().textContent).toBe('');
    expect(alert().textContent).toBe('');
    advance(1);
    expect(offer().textContent).toContain('Title a');
    advance(1999);
    expect(alert().textContent).toBe('');
    advance(1);
    expect(alert().textContent).toContain('Title b');
    expect(within(offer()).getByRole('link', { name: 'Book now' }).getAttribute('href')).toBe('/events/a');
  });

  it('hide themselves after 8 s (medium) and 6 s (low); the next comes when none shows, never the same twice in a row', () => {
    renderHost([banner('m', 'medium'), banner('l', 'low')]);
    advance(3000);
    expect(offer().textContent).toContain('Title m');
    // At 5 s the bottom banner takes the other one (low): gone 6 s later, at 11 s.
    advance(2000);
    expect(alert().textContent).toContain('Title l');
    advance(5999);
    expect(offer().textContent).toContain('Title m');
    expect(alert().textContent).toContain('Title l');
    advance(1);
    // The floating one (medium) 8 s after 3 s, the bottom one 6 s after 5 s: both at 11 s.
    expect(offer().textContent).toBe('');
    expect(alert().textContent).toBe('');
    // 20 s later the floating banner's next: not 'l', the one shown last.
    advance(19_999);
    expect(offer().textContent).toBe('');
    advance(1);
    expect(offer().textContent).toContain('Title m');
    // 30 s after 11 s the bottom banner's next: not 'm', shown last (and on screen).
    advance(9999);
    expect(alert().textContent).toBe('');
    advance(1);
    expect(alert().textContent).toContain('Title l');
  });

  it('a high-priority one stays until dismissed, marked URGENT at the bottom; dismissed, it is not seen again this session', () => {
    desktop = false;
    stubMatchMedia();
    const view = renderHost([banner('h', 'high')]);
    advance(5000);
    expect(alert().textContent).toContain('URGENTTitle h');
    advance(10 * 60_000);
    expect(alert().textContent).toContain('Title h');
    fireEvent.click(within(alert()).getByRole('button', { name: 'Dismiss: Title h' }));
    expect(alert().textContent).toBe('');
    expect(JSON.parse(window.sessionStorage.getItem(DISMISSED_KEY) ?? '[]')).toEqual(['h']);
    advance(10 * 60_000);
    expect(alert().textContent).toBe('');

    // Another page of the same session.
    view.unmount();
    renderHost([banner('h', 'high'), banner('n', 'medium')]);
    advance(5000);
    expect(alert().textContent).toContain('Title n');
  });

  it('acting on one takes it away for the session too', () => {
    desktop = false;
    stubMatchMedia();
    renderHost([banner('h', 'high')]);
    advance(5000);
    fireEvent.click(within(alert()).getByRole('link', { name: 'Book now' }));
    expect(alert().textContent).toBe('');
    expect(window.sessionStorage.getItem(DISMISSED_KEY)).toBe('["h"]');
  });

  it('the floating banner is for desktops: on a phone only the bottom banner comes', () => {
    desktop = false;
    stubMatchMedia();
    renderHost([banner('a', 'medium'), banner('b', 'low')]);
    advance(5000);
    expect(offer().textContent).toBe('');
    expect(alert().textContent).toContain('Title a');
  });

  it('nothing shows when the server has nothing to say', () => {
    renderHost([]);
    advance(10 * 60_000);
    expect(offer().textContent).toBe('');
    expect(alert().textContent).toBe('');
  });

  it('one that hides itself waits while pointed at or focused', () => {
    renderHost([banner('m', 'medium')]);
    advance(3000);
    const card = within(offer()).getByText('Title m').parentElement as HTMLElement;
    fireEvent.pointerEnter(card);
    advance(20_000);
    expect(offer().textContent).toContain('Title m');
    fireEvent.pointerLeave(card);
    advance(8000);
    expect(offer().textContent).toBe('');
  });

  it('none shows, and none starts, while a dialog is open or the shell pauses them', async () => {
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.dataset.state = 'open';
    document.body.append(dialog);
    renderHost([banner('a', 'high'), banner('b', 'high')]);
    advance(60_000);
    expect(screen.queryByRole('status', { name: 'Offer' })).toBeNull();
    // The observer hears of the change in a microtask.
    await act(async () => {
      dialog.dataset.state = 'closed';
    });
    expect(offer().textContent).toContain('Title a');
    expect(alert().textContent).toContain('Title b');
    await act(async () => {
      dialog.dataset.state = 'open';
    });
    expect(screen.queryByRole('status', { name: 'Alert' })).toBeNull();
    await act(async () => dialog.remove());
    expect(alert().textContent).toContain('Title b');
  });
});
