import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueueStatus } from '@/shared/schemas/waiting-room';
import { FALLBACK_POLL_MS } from '../use-queue';
import { QueuePage } from './queue-page';

const NOW = Date.parse('2030-03-01T12:00:00.000Z');
const OPENS = '2030-03-01T12:05:00.000Z';

const status = (place: Partial<NonNullable<QueueStatus['place']>> | null): QueueStatus => ({
  eventId: 'ev-1',
  opensAt: OPENS,
  ratePerMinute: 60,
  place:
    place === null
      ? null
      : {
          state: 'waiting',
          position: null,
          ahead: null,
          estimatedWaitSeconds: null,
          passExpiresAt: null,
          ...place,
        },
  serverNow: new Date(NOW).toISOString(),
});

/** A stand-in EventSource the test drives: open, send a status, fail. */
class FakeEventSource {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSED = 2;
  static last: FakeEventSource | null = null;
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, (event: MessageEvent<string>) => void>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(name: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(name, listener);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  send(body: QueueStatus) {
    this.listeners.get('status')?.(new MessageEvent('status', { data: JSON.stringify(body) }));
  }
  fail(closed: boolean) {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.onerror?.();
  }
}

let joinAnswer: Response;
let getAnswers: Response[];
const requests: string[] = [];
const joinBodies: unknown[] = [];
const json = (body: unknown, code = 200) =>
  new Response(JSON.stringify(body), { status: code, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
  requests.length = 0;
  joinBodies.length = 0;
  FakeEventSource.last = null;
  joinAnswer = json(status({}));
  getAnswers = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      requests.push(`${method} ${String(input)}`);
      if (method === 'POST') {
        joinBodies.push(JSON.parse(String(init?.body ?? '{}')));
        return joinAnswer;
      }
      return getAnswers.shift() ?? json(status({}));
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderQueue(signedIn = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <QueuePage eventId="ev-1" signedIn={signedIn} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const announced = () => screen.getByRole('status').textContent;

describe('the queue page', () => {
  it('asks a guest to sign in, with a way back here, and joins nothing', () => {
    renderQueue(false);
    expect(screen.getByRole('heading', { name: 'Sign in to join the queue' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to join the queue' }).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/events/ev-1/queue')}`,
    );
    expect(requests).toEqual([]);
  });

  it('joins, shows the pre-queue with the countdown to the start, and announces it once', async () => {
    getAnswers = [json(status(null))];
    renderQueue();
    expect(await screen.findByRole('heading', { name: 'You are in the pre-queue' })).toBeTruthy();
    expect(requests).toEqual(['GET /api/events/ev-1/queue', 'POST /api/events/ev-1/queue']);
    expect(joinBodies).toEqual([{}]);
    expect(FakeEventSource.last?.url).toBe('/api/events/ev-1/queue/stream');
    // Five minutes on the server's clock, less what the busy test machine took since.
    expect(screen.getByText(/^(05:00|04:59)$/)).toBeTruthy();
    expect(announced()).toBe('You are in the pre-queue: at the start everyone here gets a random place.');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    // The clock ticks on the server's time (fake timers here, that also run with real time).
    expect(screen.getByText(/^04:5[78]$/)).toBeTruthy();
    expect(announced()).toBe('You are in the pre-queue: at the start everyone here gets a random place.');
  });

  it('shows the place, the people ahead and the wait from the stream, announcing the place coarsely', async () => {
    renderQueue();
    await screen.findByRole('heading', { name: 'You are in the pre-queue' });
    act(() => {
      FakeEventSource.last?.open();
      FakeEventSource.last?.send(status({ position: 4321, ahead: 4320, estimatedWaitSeconds: 4321 }));
    });
    expect(await screen.findByRole('heading', { name: 'You are in the queue' })).toBeTruthy();
    expect(screen.getByText('Your place').nextSibling?.textContent).toBe('4,321');
    expect(screen.getByText('People ahead').nextSibling?.textContent).toBe('4,320');
    expect(screen.getByText('Estimated wait').nextSibling?.textContent).toBe('about 1 hour 12 minutes');
    expect(announced()).toBe('Your place in the queue: about 4,400.');
    act(() =>
      FakeEventSource.last?.send(status({ position: 4305, ahead: 4304, estimatedWaitSeconds: 4305 })),
    );
    expect(await screen.findByText('4,305')).toBeTruthy();
    expect(screen.getByText('Your place').nextSibling?.textContent).toBe('4,305');
    expect(announced()).toBe('Your place in the queue: about 4,400.');
    act(() => FakeEventSource.last?.send(status({ position: 3, ahead: 2, estimatedWaitSeconds: 3 })));
    expect(await screen.findByText('Your place in the queue: 3.')).toBeTruthy();
  });

  it('tells an admitted fan it is their turn, with the pass’s time left and the way to booking', async () => {
    getAnswers = [json(status({ state: 'admitted', passExpiresAt: new Date(NOW + 600_000).toISOString() }))];
    renderQueue();
    expect(await screen.findByRole('heading', { name: "It's your turn" })).toBeTruthy();
    // Ten minutes on the server's clock, less what the busy test machine took since.
    expect(screen.getByText(/^(10:00|09:5\d)$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue to booking' }).getAttribute('href')).toBe(
      '/events/ev-1?book=1',
    );
    expect(announced()).toMatch(/^It's your turn\. Continue to booking before \d+:\d\d (am|pm) IST\.$/);
  });

  it('polls politely while the stream is down and stops when it is back', async () => {
    renderQueue();
    await screen.findByRole('heading', { name: 'You are in the pre-queue' });
    act(() => FakeEventSource.last?.fail(false));
    getAnswers = [json(status({ position: 12, ahead: 11, estimatedWaitSeconds: 12 }))];
    await act(() => vi.advanceTimersByTimeAsync(FALLBACK_POLL_MS - 1000));
    expect(requests).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(requests).toEqual(['GET /api/events/ev-1/queue', 'GET /api/events/ev-1/queue']);
    expect(await screen.findByRole('heading', { name: 'You are in the queue' })).toBeTruthy();
    act(() => FakeEventSource.last?.open());
    await act(() => vi.advanceTimersByTimeAsync(FALLBACK_POLL_MS * 2));
    expect(requests).toHaveLength(2);
  });

  it('asks at once when the stream is closed for good, and shows the queue is off', async () => {
    renderQueue();
    await screen.findByRole('heading', { name: 'You are in the pre-queue' });
    getAnswers = [
      json(
        { error: { code: 'no_queue', message: 'This sale has no queue: you can book straight away.' } },
        404,
      ),
    ];
    act(() => FakeEventSource.last?.fail(true));
    expect(await screen.findByRole('heading', { name: 'No queue for this sale' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue to booking' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(FALLBACK_POLL_MS * 2));
    expect(requests).toHaveLength(2);
  });

  it('tells a fan coming back whose turn ran out, and joins again, at the back, only when asked', async () => {
    getAnswers = [json(status({ state: 'expired' }))];
    renderQueue();
    await screen.findByRole('heading', { name: 'Your turn has ended' });
    expect(requests).toEqual(['GET /api/events/ev-1/queue']);
    expect(announced()).toBe('Your turn has ended: you may join the queue again.');
    joinAnswer = json(status({ position: 40, ahead: 39, estimatedWaitSeconds: 40 }));
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Join the queue again' }));
    expect(await screen.findByRole('heading', { name: 'You are in the queue' })).toBeTruthy();
    expect(joinBodies).toEqual([{ again: true }]);
  });
});
