import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionClient, testUser, WithClient } from '@/client/test/session';
import type { QueueSettings } from '@/shared/schemas/waiting-room';
import { WaitingRoomSettings } from './waiting-room-settings';

let stored: QueueSettings | null;
let refuse: boolean;
const sent: unknown[] = [];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  stored = null;
  refuse = false;
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      expect(String(input)).toBe('/api/organizer/events/ev-1/queue');
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body));
        sent.push(body);
        if (refuse)
          return json(
            { error: { code: 'invalid_request', message: 'Please check the highlighted fields' } },
            400,
          );
        stored = { eventId: 'ev-1', ratePerMinute: 2754, passMinutes: 10, ...body };
        return json(stored);
      }
      return json(stored);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderSettings(saleOpensAt: string | null = '2030-07-05T04:30:00.000Z') {
  render(
    <WithClient client={sessionClient(testUser('organizer'))}>
      <WaitingRoomSettings eventId="ev-1" saleOpensAt={saleOpensAt} />
    </WithClient>,
  );
}

describe('the organiser’s waiting room', () => {
  it('turns the queue on from the sale’s opening, after a dialog naming the consequence', async () => {
    const user = userEvent.setup();
    renderSettings();
    expect((await screen.findByText(/^Off: fans choose seats/)).textContent).toContain('Turn it on');
    expect((screen.getByLabelText('Queue starts on (IST)') as HTMLInputElement).value).toBe('2030-07-05');
    expect((screen.getByLabelText('Queue starts at (IST)') as HTMLInputElement).value).toBe('10:00');
    expect(screen.getByLabelText('Fans let in a minute').getAttribute('placeholder')).toBe('2754');

    await user.click(screen.getByRole('checkbox', { name: 'Fans queue for this on-sale' }));
    await user.type(screen.getByLabelText('Fans let in a minute'), '600');
    await user.click(screen.getByRole('button', { name: 'Save waiting room' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn on the waiting room?' });
    expect(dialog.textContent).toContain(
      'From Fri, 5 Jul 2030 · 10:00 am IST, fans must queue; only admitted fans can choose seats.',
    );
    expect(dialog.textContent).toContain(
      '600 fans are let in a minute, each with 10 minutes to start booking.',
    );
    expect(sent).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(/^On: from Fri, 5 Jul 2030/)).toBeTruthy();
    expect(sent).toEqual([{ enabled: true, opensAt: '2030-07-05T04:30:00.000Z', ratePerMinute: 600 }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getAllByRole('status').some((s) => s.textContent?.startsWith('Waiting room on from'))).toBe(
      true,
    );
  });

  it('refuses a form without a start or with a bad rate at the fields, sending nothing', async () => {
    const user = userEvent.setup();
    renderSettings(null);
    await screen.findByText(/^Off:/);
    await user.type(screen.getByLabelText('Fans let in a minute'), '0');
    await user.click(screen.getByRole('button', { name: 'Save waiting room' }));
    const date = screen.getByLabelText('Queue starts on (IST)');
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(date.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Choose the date and time the sale opens',
    );
    expect(screen.getByLabelText('Fans let in a minute').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('keeps the dialog open with the server’s refusal, and turns a queue off with its own words', async () => {
    stored = {
      eventId: 'ev-1',
      enabled: true,
      opensAt: '2030-07-05T04:30:00.000Z',
      ratePerMinute: 120,
      passMinutes: 10,
    };
    const user = userEvent.setup();
    renderSettings();
    await screen.findByText(/^On: from .* 120 a minute/);
    await user.click(screen.getByRole('checkbox', { name: 'Fans queue for this on-sale' }));
    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Save waiting room' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn off the waiting room?' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Please check the highlighted fields',
    );
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText(/^Off:/)).toBeTruthy();
    expect(sent.at(-1)).toEqual({ enabled: false, opensAt: '2030-07-05T04:30:00.000Z', ratePerMinute: 120 });
  });
});
