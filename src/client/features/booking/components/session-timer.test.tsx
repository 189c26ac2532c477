import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionTimer } from './session-timer';

describe('SessionTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-12-01T10:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('counts down mm:ss, warns under 5 minutes and expires once at 0', () => {
    const onExpire = vi.fn();
    render(<SessionTimer expiresAtMs={Date.now() + 302_000} onExpire={onExpire} />);
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
    render(<SessionTimer expiresAtMs={Date.now() - 1} onExpire={onExpire} />);
    expect(screen.getByRole('timer').textContent).toBe('00:00');
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
