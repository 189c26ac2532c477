import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionClient, testUser, WithClient } from '@/client/test/session';
import type { Venue } from '@/shared/schemas/catalogue';
import { EventForm } from './event-form';

const venue = (id: string, name: string, capacity: number, sports: Venue['sports']): Venue => ({
  id,
  name,
  city: 'mumbai',
  cityName: 'Mumbai',
  capacity,
  sports,
  address: '',
  openedYear: null,
  description: '',
  upcomingEvents: 0,
});
const VENUES = [
  venue('nsci-dome', 'NSCI Dome', 5000, ['kabaddi', 'badminton']),
  venue('wankhede-stadium', 'Wankhede Stadium', 33_108, ['cricket']),
  venue('tiny-hall', 'Tiny Hall', 500, ['kabaddi']),
];

let sent: { method: string; path: string; body: unknown }[] = [];
/** The server's answer to the next save. */
let answer: { status: number; body: unknown };

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/organizer/teams') {
        return Response.json({ items: [{ id: 'u-mumba', name: 'U Mumba' }] });
      }
      sent.push({ method: init?.method ?? 'GET', path: url.pathname, body: JSON.parse(String(init?.body)) });
      return Response.json(answer.body, { status: answer.status });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderForm(onSaved = vi.fn()) {
  render(
    <WithClient client={sessionClient(testUser('organizer'))}>
      <EventForm venues={VENUES} onSaved={onSaved} />
    </WithClient>,
  );
  return onSaved;
}

describe('EventForm', () => {
  it("offers the sport's venues that can take an event, with their capacity, and the sport's teams", async () => {
    renderForm();
    const venues = screen.getByLabelText('Venue');
    expect(
      within(venues)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a venue', 'NSCI Dome, Mumbai · 5,000 places']);
    await userEvent.setup().selectOptions(screen.getByLabelText('Sport'), 'cricket');
    expect(
      within(venues)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a venue', 'Wankhede Stadium, Mumbai · 33,108 places']);
    const side = screen.getByLabelText('First side');
    const list = document.getElementById(side.getAttribute('list') ?? '');
    await waitFor(() => expect(list?.querySelector('option')?.getAttribute('value')).toBe('U Mumba'));
  });

  it("shows the server's field messages beside their fields, tied to them, and a summary linking to each", async () => {
    const user = userEvent.setup();
    answer = {
      status: 400,
      body: {
        error: {
          code: 'invalid_request',
          message: 'Please check: team2, startDate, highlights.1',
          fields: {
            team2: 'The two sides must differ',
            startDate: 'The start must be in the future',
            'highlights.1': 'A highlight cannot be empty',
          },
        },
      },
    };
    const onSaved = renderForm();
    await user.type(screen.getByLabelText('Tournament'), 'Worli Cup');
    await user.type(screen.getByLabelText('Highlights'), 'Final\n\nHome crowd');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    const summary = await screen.findByRole('region', { name: 'Please fix these 3 problems and save again' });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Second side: The two sides must differ', '#event-team2'],
      ['Date: The start must be in the future', '#event-startDate'],
      ['Highlights: Highlight 2: A highlight cannot be empty', '#event-highlights'],
    ]);
    const team2 = screen.getByLabelText('Second side');
    expect(team2.getAttribute('aria-invalid')).toBe('true');
    const describedBy = team2.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(
      'The two sides must differ',
    );
    expect(screen.getByLabelText('Tournament').getAttribute('aria-invalid')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();

    // What went to the server: the form's text as the API takes it.
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/organizer/events',
      body: {
        sport: 'kabaddi',
        tournament: 'Worli Cup',
        durationMinutes: 180,
        highlights: ['Final', 'Home crowd'],
        image: '🤼',
        saleOpensDate: null,
        saleOpensTime: null,
      },
    });
  });

  it('offers the standard map or the venue’s seat plan, sends the choice, and ties a refusal to it', async () => {
    const user = userEvent.setup();
    answer = {
      status: 400,
      body: {
        error: {
          code: 'invalid_request',
          message: 'Please check: seatPlan',
          fields: { seatPlan: 'Tiny Hall has too few blocks for a seat plan with five categories' },
        },
      },
    };
    renderForm();
    const group = screen.getByRole('group', { name: 'Seat plan' });
    const standard = within(group).getByRole('radio', { name: /Price list and the standard seat map/ });
    const plan = within(group).getByRole('radio', { name: /The venue’s full seat plan/ });
    expect([(standard as HTMLInputElement).checked, (plan as HTMLInputElement).checked]).toEqual([
      true,
      false,
    ]);
    await user.click(plan);
    expect((plan as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(sent[0]?.body).toMatchObject({ seatPlan: true });
    const summary = await screen.findByRole('region', { name: 'Please fix this problem and save again' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#event-seatPlan']);
    expect(document.getElementById('event-seatPlan')).toBe(standard);
    const describedBy = group.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(
      'Tiny Hall has too few blocks for a seat plan with five categories',
    );
  });

  it('says a refusal that is no field problem in its own words', async () => {
    answer = {
      status: 503,
      body: { error: { code: 'database_unavailable', message: 'We cannot reach our records.' } },
    };
    renderForm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('region', { name: 'We cannot reach our records.' })).toBeTruthy();
  });
});
