import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@/shared/schemas/audit';
import { AuditEntryCard } from './audit-entry';

const entry: AuditEntry = {
  id: 7,
  at: '2026-12-05T14:00:00.000Z',
  action: 'event.cancelled',
  actor: { id: 'a-1', name: 'Priya Shah', email: 'priya@khelpass.in', role: 'admin' },
  target: { kind: 'event', id: 'evt-9', label: 'Worli Cup final' },
  reason: 'Fraudulent listing',
  before: { status: 'scheduled', pricePaise: 150_000 },
  after: { status: 'cancelled', pricePaise: 120_000 },
};

describe('AuditEntryCard', () => {
  it('says when, who, what, to which target, why and what changed; nothing to press', () => {
    render(<AuditEntryCard entry={entry} />);
    expect(screen.getByRole('heading', { name: 'Cancelled an event' })).toBeTruthy();
    const card = screen.getByRole('article', { name: 'Cancelled an event' });
    expect(card.textContent).toContain('5 Dec 2026, 7:30 pm IST');
    expect(card.textContent).toContain('By Priya Shah (priya@khelpass.in, Admin)');
    expect(card.textContent).toContain('Event: Worli Cup final (evt-9)');
    expect(card.textContent).toContain('Reason: Fraudulent listing');
    expect(card.textContent).toContain('Statusfrom scheduled → to cancelled');
    expect(card.textContent).toContain('Price paisefrom ₹1,500 → to ₹1,200');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
  });
});
