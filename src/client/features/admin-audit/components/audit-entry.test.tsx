import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@/shared/schemas/audit';
import { AuditEntryCard } from './audit-entry';

const entry: AuditEntry = {
  id: 7,
  at: '2026-12-05T14:00:00.000Z',
  action: 'event.price_changed',
  actor: { id: 'a-1', name: 'Priya Shah', email: 'priya@khelpass.in', role: 'admin' },
  target: { kind: 'event', id: 'evt-9', label: 'Worli Cup final' },
  reason: null,
  // As the event editor records it: each price point keyed kind:id, in paise.
  before: { 'category:gold': 150_000, 'section:premium': 99_900 },
  after: { 'category:gold': 120_000, 'section:premium': 99_900 },
};

describe('AuditEntryCard', () => {
  it('says when, who, what, to which target, why and what changed; nothing to press', () => {
    render(<AuditEntryCard entry={entry} />);
    expect(screen.getByRole('heading', { name: "Changed an event's prices" })).toBeTruthy();
    const card = screen.getByRole('article', { name: "Changed an event's prices" });
    expect(card.textContent).toContain('5 Dec 2026, 7:30 pm IST');
    expect(card.textContent).toContain('By Priya Shah (priya@khelpass.in, Admin)');
    expect(card.textContent).toContain('Event: Worli Cup final (evt-9)');
    expect(card.textContent).not.toContain('Reason');
    expect(card.textContent).toContain('Category goldfrom ₹1,500 → to ₹1,200');
    expect(card.textContent).toContain('Section premiumfrom ₹999 → to ₹999');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
  });

  it("links the actor's name to their entries when the page asks for it", () => {
    render(
      <MemoryRouter>
        <AuditEntryCard entry={entry} actorHref={(id) => `?actor=${id}`} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Priya Shah: show only their entries' });
    expect(link.getAttribute('href')).toBe('/?actor=a-1');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
