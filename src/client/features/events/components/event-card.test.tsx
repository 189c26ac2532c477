import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatEventDate, formatEventTime } from '@/shared/domain/format';
import type { CatalogueEvent } from '@/shared/schemas/catalogue';
import { EventCard } from './event-card';
import { makeEvent } from './test-fixtures';

const NOW = Date.parse('2026-03-10T06:30:00Z');
const HOUR = 3_600_000;

function renderCard(event: CatalogueEvent, onBook = vi.fn()) {
  const view = render(
    <MemoryRouter>
      <EventCard event={event} onBook={onBook} />
    </MemoryRouter>,
  );
  return { ...view, onBook, card: view.getByRole('article') };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('EventCard', () => {
  it('shows tournament, status, teams, date and time in IST, venue and city', () => {
    const { card } = renderCard(makeEvent());
    const text = card.textContent ?? '';
    expect(text).toContain('Indian Premier League');
    expect(within(card).getByText('Upcoming')).toBeTruthy();
    const link = within(card).getByRole('link', { name: 'Mumbai Indians vs Chennai Super Kings' });
    expect(link.getAttribute('href')).toBe('/events/ev-42?sport=cricket');
    expect(text).toContain(
      `${formatEventDate('2026-04-05T14:00:00Z')} · ${formatEventTime('2026-04-05T14:00:00Z')}`,
    );
    expect(text).toContain('7:30 pm IST');
    expect(text).toContain('Wankhede Stadium, Mumbai');
    // The card is named by its teams line.
    expect(screen.getByRole('article', { name: 'Mumbai Indians vs Chennai Super Kings' })).toBe(card);
  });

  it('shows the price, the higher original price struck through, the price badge and the deal label', () => {
    const { card } = renderCard(makeEvent());
    expect(within(card).getByText('₹2,000')).toBeTruthy();
    const struck = card.querySelector('s');
    expect(struck?.textContent).toBe('Original price ₹2,500');
    expect(within(card).getByText('Price Drop!')).toBeTruthy();
    expect(within(card).getByText('Early Bird')).toBeTruthy();
  });

  it('names every price change and deal, and hides an original price that was not higher', () => {
    const up = renderCard(makeEvent({ priceChange: 'up', originalPricePaise: 150_000, deal: 'last-chance' }));
    expect(within(up.card).getByText('Price Updated!')).toBeTruthy();
    expect(within(up.card).getByText('Last Chance')).toBeTruthy();
    expect(up.card.querySelector('s')).toBeNull();
    up.unmount();

    const stable = renderCard(
      makeEvent({ priceChange: 'stable', originalPricePaise: null, deal: 'special' }),
    );
    expect(within(stable.card).queryByText('Price Updated!')).toBeNull();
    expect(within(stable.card).queryByText('Price Drop!')).toBeNull();
    expect(within(stable.card).getByText('Special Deal')).toBeTruthy();
    stable.unmount();

    const noDeal = renderCard(makeEvent({ deal: null }));
    for (const label of ['Flash Sale!', 'Early Bird', 'Last Chance', 'Special Deal']) {
      expect(within(noDeal.card).queryByText(label)).toBeNull();
    }
  });

  it.each([
    { seatsLeft: 50, sold: '95% sold', label: 'Almost Sold Out!' },
    { seatsLeft: 200, sold: '80% sold', label: 'Selling Fast!' },
    { seatsLeft: 400, sold: '60% sold', label: 'Good Availability' },
    { seatsLeft: 500, sold: '50% sold', label: 'Plenty Available' },
  ])('labels the demand bar $label at $sold', ({ seatsLeft, sold, label }) => {
    const { card } = renderCard(makeEvent({ seatsLeft, totalSeats: 1000, demand: 'medium' }));
    expect(within(card).getByText(label)).toBeTruthy();
    expect(within(card).getByText(sold)).toBeTruthy();
  });

  it('shows the demand badge from the event demand', () => {
    const high = renderCard(makeEvent({ demand: 'high' }));
    expect(within(high.card).getByText('High Demand')).toBeTruthy();
    high.unmount();
    const medium = renderCard(makeEvent({ demand: 'medium' }));
    expect(within(medium.card).getByText('Moderate Demand')).toBeTruthy();
    medium.unmount();
    const low = renderCard(makeEvent({ demand: 'low', seatsLeft: 900 }));
    expect(within(low.card).getAllByText('Good Availability')).toHaveLength(1);
    expect(within(low.card).getByText('Plenty Available')).toBeTruthy();
  });

  it("says 'Hurry! Only N tickets left' only when demand is high and fewer than 50 are left", () => {
    const hurry = renderCard(makeEvent({ demand: 'high', seatsLeft: 12 }));
    expect(within(hurry.card).getByText('Hurry! Only 12 tickets left')).toBeTruthy();
    hurry.unmount();
    const fifty = renderCard(makeEvent({ demand: 'high', seatsLeft: 50 }));
    expect(fifty.card.textContent).not.toContain('Hurry! Only');
    fifty.unmount();
    const medium = renderCard(makeEvent({ demand: 'medium', seatsLeft: 12 }));
    expect(medium.card.textContent).not.toContain('Hurry! Only');
  });

  it('counts a flash sale down each second and turns urgent under two hours', () => {
    vi.useFakeTimers({ now: NOW });
    const event = makeEvent({
      deal: 'flash',
      dealEndsAt: new Date(NOW + 1.5 * HOUR).toISOString(),
      demand: 'high',
      seatsLeft: 40,
    });
    const { card } = renderCard(event);
    const timer = within(card).getByRole('timer');
    expect(timer.textContent).toContain('01:30:00');
    expect(timer.getAttribute('aria-label')).toBe('Flash sale ends in 1 hour 30 minutes');
    expect(timer.closest('[data-urgent]')?.getAttribute('data-urgent')).toBe('true');
    expect(within(card).getByText('Hurry! Deal expires soon!')).toBeTruthy();
    expect(within(card).getByText('Flash Sale!')).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(within(card).getByRole('timer').textContent).toContain('01:29:59');
    // The accessible name only moves on the minute, so screen readers are not flooded.
    expect(within(card).getByRole('timer').getAttribute('aria-label')).toBe(
      'Flash sale ends in 1 hour 29 minutes',
    );
  });

  it('is not urgent with more than two hours left, and drops the hurry notice in the last hour', () => {
    vi.useFakeTimers({ now: NOW });
    const calm = renderCard(
      makeEvent({ deal: 'flash', dealEndsAt: new Date(NOW + 5 * HOUR).toISOString(), seatsLeft: 300 }),
    );
    const timer = within(calm.card).getByRole('timer');
    expect(timer.textContent).toContain('05:00:00');
    expect(timer.closest('[data-urgent]')?.getAttribute('data-urgent')).toBe('false');
    expect(calm.card.textContent).not.toContain('Hurry! Deal expires soon!');
    calm.unmount();

    const lastHour = renderCard(
      makeEvent({ deal: 'flash', dealEndsAt: new Date(NOW + 30 * 60_000).toISOString(), seatsLeft: 300 }),
    );
    const urgent = within(lastHour.card).getByRole('timer');
    expect(urgent.textContent).toContain('00:30:00');
    expect(urgent.closest('[data-urgent]')?.getAttribute('data-urgent')).toBe('true');
    expect(lastHour.card.textContent).not.toContain('Hurry! Deal expires soon!');
  });

  it('takes the flash sale badge and countdown away when the sale ends, without a reload', () => {
    vi.useFakeTimers({ now: NOW });
    const { card } = renderCard(
      makeEvent({ deal: 'flash', dealEndsAt: new Date(NOW + 30 * 60_000).toISOString(), seatsLeft: 300 }),
    );
    expect(within(card).getByText('Flash Sale!')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(30 * 60_000 - 1000);
    });
    expect(within(card).getByRole('timer').textContent).toContain('00:00:01');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(within(card).queryByRole('timer')).toBeNull();
    expect(within(card).queryByText('Flash Sale!')).toBeNull();
    expect(card.textContent).not.toContain('00:00:00');
    // The price stays; only the deal is over.
    expect(card.textContent).toContain('₹2,000');
  });

  it('shows no countdown without a real flash sale ending within 24 h, high demand and under 1000 seats', () => {
    vi.useFakeTimers({ now: NOW });
    const ends = new Date(NOW + HOUR).toISOString();
    const cases: Partial<CatalogueEvent>[] = [
      { deal: 'early-bird', dealEndsAt: ends },
      { deal: 'flash', dealEndsAt: null },
      { deal: 'flash', dealEndsAt: ends, demand: 'medium' },
      { deal: 'flash', dealEndsAt: ends, seatsLeft: 1000, totalSeats: 5000 },
      { deal: 'flash', dealEndsAt: new Date(NOW + 25 * HOUR).toISOString() },
    ];
    for (const overrides of cases) {
      const { card, unmount } = renderCard(makeEvent(overrides));
      expect(within(card).queryByRole('timer')).toBeNull();
      unmount();
    }
  });

  it("calls onBook with the event from 'Book Tickets' and leaves navigation to the title link", () => {
    const event = makeEvent();
    const { card, onBook } = renderCard(event);
    const button = within(card).getByRole('button', { name: 'Book Tickets' });
    fireEvent.click(button);
    expect(onBook).toHaveBeenCalledTimes(1);
    expect(onBook).toHaveBeenCalledWith(event);
  });

  it('shows a finished match’s final score, with no price, demand or booking', () => {
    const result = {
      team1Score: '187/6 (20)',
      team2Score: '164/9 (20)',
      summary: 'Mumbai Indians won by 23 runs',
    };
    const { card } = renderCard(makeEvent({ status: 'completed', result }));
    expect(within(card).getByText('Completed')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Book Tickets' })).toBeNull();
    const text = card.textContent ?? '';
    expect(text).toContain('Final score');
    expect(text).toContain('Mumbai Indians187/6 (20)');
    expect(text).toContain('Chennai Super Kings164/9 (20)');
    expect(text).toContain('Mumbai Indians won by 23 runs');
    for (const gone of ['Tickets from', '₹', 'High Demand', 'Early Bird']) expect(text).not.toContain(gone);
  });

  it('says so when a finished match has no recorded result', () => {
    const { card } = renderCard(makeEvent({ status: 'completed', result: null }));
    expect(within(card).getByText('Match completed · Result not recorded')).toBeTruthy();
    expect(card.textContent).not.toContain('Tickets from');
  });

  it('says a cancelled match was cancelled, with no price or booking', () => {
    const { card } = renderCard(makeEvent({ status: 'cancelled' }));
    expect(within(card).getByText('Match cancelled')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Book Tickets' })).toBeNull();
    expect(card.textContent).not.toContain('Tickets from');
  });

  it('offers no booking once the match is under way, and says why', () => {
    const { card } = renderCard(makeEvent({ status: 'live' }));
    expect(within(card).queryByRole('button', { name: 'Book Tickets' })).toBeNull();
    expect(within(card).getByText('Match under way: tickets no longer on sale')).toBeTruthy();
  });

  it('says when tickets go on sale before the sale opens, and offers Book Tickets at that instant', () => {
    vi.useFakeTimers({ now: NOW });
    const opens = new Date(NOW + HOUR).toISOString();
    const { card, onBook } = renderCard(makeEvent({ saleOpensAt: opens }));
    expect(within(card).queryByRole('button', { name: 'Book Tickets' })).toBeNull();
    expect(
      within(card).getByText(`Tickets on sale from ${formatEventDate(opens)} · ${formatEventTime(opens)}`),
    ).toBeTruthy();
    // Its price is shown; it is not sold out.
    expect(card.textContent).not.toContain('Sold out');
    act(() => {
      vi.advanceTimersByTime(HOUR);
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Book Tickets' }));
    expect(onBook).toHaveBeenCalledOnce();
    expect(card.textContent).not.toContain('Tickets on sale from');
  });
});
