import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MORE_TIME_TEXTS, SessionTimer } from './session-timer';

const noExtension = { extensionsLeft: 2, onExtend: () => Promise.resolve() };

/** The timer on a session that the server extends by 5 minutes, twice (as useHoldSession does). */
function ExtendableSession({ startsWith, onExtend }: { startsWith: number; onExtend: () => void }) {
  const [expiresAtMs, setExpiresAtMs] = useState(() => Date.now() + startsWith * 1000);
  const [extensionsLeft, setExtensionsLeft] = useState(2);
  return (
    <>
      <button type="button">Continue</button>
      <SessionTimer
        expiresAtMs={expiresAtMs}
        onExpire={() => {}}
        extensionsLeft={extensionsLeft}
        onExtend={async () => {
          onExtend();
          setExpiresAtMs((at) => at + 300_000);
          setExtensionsLeft((n) => n - 1);
        }}
      />
    </>
  );
}

const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('SessionTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-12-01T10:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('counts down mm:ss, warns under 5 minutes and expires once at 0', () => {
    const onExpire = vi.fn();
    render(<SessionTimer expiresAtMs={Date.now() + 302_000} onExpire={onExpire} {...noExtension} />);
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('05:02');
    expect(timer.className).not.toContain('animate-pulse');

    act(() => vi.advanceTimersByTime(3_000));
    expect(timer.textContent).toBe('04:59');
    // Red and pulsing under 300 s (motion-safe: no pulse for prefers-reduced-motion).
    expect(timer.className).toContain('animate-pulse');
    expect(timer.getAttribute('aria-label')).toBe('Session time left 4 minutes 59 seconds');

    act(() => vi.advanceTimersByTime(298_000));
    expect(timer.textContent).toBe('00:01');
    expect(onExpire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(timer.textContent).toBe('00:00');
    act(() => vi.advanceTimersByTime(5_000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('expires at once when the hold is already past its time', () => {
    const onExpire = vi.fn();
    render(<SessionTimer expiresAtMs={Date.now() - 1} onExpire={onExpire} {...noExtension} />);
    expect(screen.getByRole('timer').textContent).toBe('00:00');
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it("announces the warning without moving focus and offers 'Need more time?' twice", async () => {
    const extended = vi.fn();
    render(<ExtendableSession startsWith={302} onExtend={extended} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    expect(screen.queryByRole('button', { name: 'Need more time?' })).toBeNull();
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    continueButton.focus();

    act(() => vi.advanceTimersByTime(3_000));
    expect(status.textContent).toBe(MORE_TIME_TEXTS.warning);
    expect(document.activeElement).toBe(continueButton);

    screen.getByRole('button', { name: 'Need more time?' }).focus();
    await click('Need more time?');
    expect(extended).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('timer').textContent).toBe('09:59');
    expect(status.textContent).toBe(MORE_TIME_TEXTS.extended);
    // The button went with the warning; the keyboard user stays on the countdown next to it.
    expect(screen.queryByRole('button', { name: 'Need more time?' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('timer'));

    act(() => vi.advanceTimersByTime(300_000));
    expect(status.textContent).toBe(MORE_TIME_TEXTS.warning);
    await click('Need more time?');
    expect(extended).toHaveBeenCalledTimes(2);

    act(() => vi.advanceTimersByTime(300_000));
    expect(screen.getByRole('timer').textContent).toBe('04:59');
    expect(status.textContent).toBe(MORE_TIME_TEXTS.usedUp);
    expect(screen.queryByRole('button', { name: 'Need more time?' })).toBeNull();
  });

  it("shows the server's refusal and keeps the offer", async () => {
    render(
      <SessionTimer
        expiresAtMs={Date.now() + 120_000}
        onExpire={() => {}}
        extensionsLeft={2}
        onExtend={() => Promise.reject(new Error('Tickets for this event are not on sale'))}
      />,
    );
    await click('Need more time?');
    expect(screen.getByRole('status').textContent).toBe('Tickets for this event are not on sale');
    expect((screen.getByRole('button', { name: 'Need more time?' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});
