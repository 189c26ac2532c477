import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionClient, testUser, WithClient } from '@/client/test/session';
import type { EventCancellation, OrganizerEvent, OrganizerEventPage } from '@/shared/schemas/organizer';
import { MyEvents } from './my-events';

const event: OrganizerEvent = {
  id: 'ev-1',
  title: 'Patna Pirates vs Bengal Warriors',
  sport: 'kabaddi',
  tournament: 'Pro Kabaddi League',
  venue: 'Patliputra Sports Complex',
  cityName: 'Patna',
  startsAt: '2030-07-05T14:00:00.000Z',
  status: 'on_sale',
  sold: 1_200,
  capacity: 5_000,
  grossPaise: 944_000,
  feesAndGstPaise: 144_000,
};
const completed: OrganizerEvent = {
  ...event,
  id: 'ev-2',
  title: 'Puneri Paltan vs U Mumba',
  status: 'completed',
};

const before: EventCancellation = {
  eventId: 'ev-1',
  cancelled: false,
  cancelledAt: null,
  reason: null,
  refunded: 0,
  refundedPaise: 0,
  remaining: 2,
  remainingPaise: 944_000,
};
const cancelled = { cancelled: true, cancelledAt: '2030-06-01T10:00:00.000Z', reason: 'Venue flooded' };
const halfway: EventCancellation = {
  ...before,
  ...cancelled,
  refunded: 1,
  refundedPaise: 472_000,
  remaining: 1,
  remainingPaise: 472_000,
};
const done: EventCancellation = {
  ...halfway,
  refunded: 2,
  refundedPaise: 944_000,
  remaining: 0,
  remainingPaise: 0,
};

type Call = { method: string; path: string; body: unknown };
let calls: Call[];
/** The server's answers, by "METHOD path"; a function answers each call in turn. */
let answers: Record<string, (body: unknown) => [number, unknown]>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  calls = [];
  let progressReads = 0;
  answers = {
    'GET /api/organizer/events': () => [
      200,
      {
        items: [event, completed],
        page: 1,
        pageSize: 20,
        hasMore: false,
        total: 2,
        statusCounts: {
          draft: 0,
          on_sale: 1,
          sold_out: 0,
          live: 0,
          completed: 1,
          postponed: 0,
          cancelled: 0,
          unpublished: 0,
        },
      } satisfies OrganizerEventPage,
    ],
    'GET /api/organizer/events/ev-1/cancellation': () => {
      progressReads += 1;
      // Before the cancel; just after it (one booking refunded); a second later (both).
      if (progressReads === 1) return [200, before];
      return [200, progressReads === 2 ? halfway : done];
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path: url.pathname, body });
      const answer = answers[`${method} ${url.pathname}`];
      if (!answer) return json(404, { error: { code: 'not_found', message: 'No route' } });
      return json(...answer(body));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderMyEvents() {
  render(
    <WithClient client={sessionClient(testUser('organizer'))}>
      <MemoryRouter>
        <MyEvents />
      </MemoryRouter>
    </WithClient>,
  );
}

/** Opens a row's Manage menu (the table's, as on a wide screen) and chooses an item. */
async function choose(user: ReturnType<typeof userEvent.setup>, item: string) {
  const table = await screen.findByRole('table', { name: 'My events' });
  const manage = within(table).getByRole('button', { name: `Manage ${event.title}` });
  await user.click(manage);
  await user.click(await screen.findByRole('menuitem', { name: item }));
  return { dialog: await screen.findByRole('dialog'), manage };
}

describe('the Manage menu', () => {
  it('offers postponing and cancelling an event on sale, nothing for one that is over', async () => {
    const user = userEvent.setup();
    renderMyEvents();
    const table = await screen.findByRole('table', { name: 'My events' });
    expect(within(table).queryByRole('button', { name: `Manage ${completed.title}` })).toBeNull();
    await user.click(within(table).getByRole('button', { name: `Manage ${event.title}` }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Postpone…', 'Cancel event…']);
  });
});

describe('cancelling from the console', () => {
  it('states the refunds, requires a reason, then shows the refunds until all are done; focus returns to Manage', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    answers['POST /api/organizer/events/ev-1/cancel'] = (body) => {
      sent = body;
      return [
        200,
        {
          ...before,
          ...cancelled,
          refunded: 1,
          refundedPaise: 472_000,
          remaining: 1,
          remainingPaise: 472_000,
        },
      ];
    };
    renderMyEvents();
    const { dialog, manage } = await choose(user, 'Cancel event…');
    expect(within(dialog).getByRole('heading', { name: 'Cancel this event?' })).toBeTruthy();
    expect(
      await within(dialog).findByText(
        '2 bookings confirmed: each will be refunded in full, ₹9,440 in all (seats, add-ons, insurance, fee and GST).',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText(/the gate answers “This event was cancelled”/)).toBeTruthy();

    const submit = within(dialog).getByRole('button', { name: 'Cancel event and refund' });
    await user.click(submit);
    const reason = within(dialog).getByLabelText(/Reason/);
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    const errorId = reason.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('Say why the event is cancelled');
    expect(document.activeElement).toBe(reason);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(reason, 'Venue flooded');
    await user.click(submit);
    expect(sent).toEqual({ reason: 'Venue flooded' });
    const status = within(dialog).getByRole('status');
    await waitFor(() => expect(status.textContent).toBe('Refunding: 1 of 2 bookings refunded so far…'));
    expect(within(dialog).getByRole('heading', { name: 'Event cancelled' })).toBeTruthy();
    // Read again a second later: every booking refunded.
    await waitFor(
      () => expect(status.textContent).toBe('Event cancelled. 2 bookings refunded in full: ₹9,440.'),
      {
        timeout: 3000,
      },
    );
    expect(within(dialog).getByText('Venue flooded')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(manage);
  });

  it("shows the server's refusal, and keeps the event", async () => {
    const user = userEvent.setup();
    answers['POST /api/organizer/events/ev-1/cancel'] = () => [
      409,
      { error: { code: 'cannot_cancel', message: 'This event is over: it can no longer be cancelled.' } },
    ];
    renderMyEvents();
    const { dialog } = await choose(user, 'Cancel event…');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Too late');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel event and refund' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This event is over: it can no longer be cancelled.',
    );
    expect(within(dialog).getByRole('heading', { name: 'Cancel this event?' })).toBeTruthy();
  });
});

describe('postponing from the console', () => {
  it('needs a date, shows the field the server names, then the new date', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    answers['POST /api/organizer/events/ev-1/postpone'] = (body) => {
      sent.push(body);
      return sent.length === 1
        ? [
            400,
            {
              error: {
                code: 'invalid_request',
                message: 'Please check: time',
                fields: { time: 'Choose a time later than now' },
              },
            },
          ]
        : [
            200,
            {
              eventId: 'ev-1',
              startsAt: '2030-07-12T13:00:00.000Z',
              endsAt: '2030-07-12T16:00:00.000Z',
              originalStartsAt: event.startsAt,
            },
          ];
    };
    renderMyEvents();
    const { dialog, manage } = await choose(user, 'Postpone…');
    const date = within(dialog).getByLabelText('New date');
    const time = within(dialog).getByLabelText('New start time (IST)') as HTMLInputElement;
    // The time it had, in India time; the date is to choose.
    expect(time.value).toBe('19:30');
    const postpone = within(dialog).getByRole('button', { name: 'Postpone' });
    await user.click(postpone);
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(date.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Choose the new date',
    );
    expect(sent).toEqual([]);

    await user.type(date, '2030-07-12');
    await user.click(postpone);
    await waitFor(() => expect(time.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(time.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Choose a time later than now',
    );
    expect(document.activeElement).toBe(time);
    expect(date.getAttribute('aria-invalid')).toBeNull();

    await user.clear(time);
    await user.type(time, '18:30');
    await user.click(postpone);
    expect(sent[1]).toEqual({ date: '2030-07-12', time: '18:30' });
    const status = within(dialog).getByRole('status');
    await waitFor(() =>
      expect(status.textContent).toBe(
        'Moved to Fri, 12 Jul 2030 · 6:30 pm IST, first planned for Fri, 5 Jul 2030 · 7:30 pm IST. Tickets stay valid.',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(manage);
  });
});
