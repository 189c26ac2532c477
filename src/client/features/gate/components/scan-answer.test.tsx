import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScanAnswer } from './scan-answer';

const answer = (code: 'admitted' | 'already_admitted' | 'invalid', offline = false) => ({
  serial: 1,
  facts: { code, seatLabel: 'Gold-1', category: 'Gold', admittedAt: '2030-04-01T13:12:00.000Z' },
  ticketId: 't1',
  offline,
  tookMs: 3,
});

describe('the scan answer', () => {
  it('announces an admission politely, in words and not by colour alone', () => {
    render(<ScanAnswer answer={answer('admitted', true)} />);
    expect(screen.getByRole('status').textContent).toBe(
      'Let inAdmittedGold · Seat Gold-1Checked on this device (offline)',
    );
  });

  it('interrupts for a refusal: a second scan (amber) or a code that is not a ticket (red, no seat)', () => {
    const { rerender } = render(<ScanAnswer answer={answer('already_admitted')} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Stop and checkAlready admitted at 6:42 pm ISTGold · Seat Gold-1',
    );
    rerender(<ScanAnswer answer={{ ...answer('invalid'), serial: 2 }} />);
    expect(screen.getByRole('alert').textContent).toBe('Do not let inNot a valid ticket');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('waits for the first scan with a hint', () => {
    render(<ScanAnswer answer={null} />);
    expect(screen.getByText('Scan a ticket: the answer shows here.')).toBeTruthy();
  });
});
