import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXPIRY_WARNING_MS } from '../store/session-timing';
import { useExpiryPhase } from './use-expiry-phase';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function watchExpiryIn(ms: number) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  const expiresAt = new Date(Date.now() + ms).toISOString();
  const onExpired = vi.fn();
  const { result } = renderHook(() => useExpiryPhase(expiresAt, onExpired));
  return { phase: () => result.current, onExpired };
}

describe('useExpiryPhase', () => {
  it('is active, then warns two minutes before expiry, then calls onExpired once at expiry', () => {
    const { phase, onExpired } = watchExpiryIn(10 * 60_000);
    act(() => vi.advanceTimersByTime(10 * 60_000 - EXPIRY_WARNING_MS - 1));
    expect(phase()).toBe('active');
    act(() => vi.advanceTimersByTime(1));
    expect(phase()).toBe('warning');
    act(() => vi.advanceTimersByTime(EXPIRY_WARNING_MS - 1));
    expect(onExpired).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onExpired).toHaveBeenCalledOnce();
  });

  it('still ends the session when the expiry timer fires a millisecond before the clock says so', () => {
    const { phase, onExpired } = watchExpiryIn(10_000);
    // Timers and Date.now() are different clocks: here the wall clock lags the timer by 1 ms, so the expiry timer
    // fires while Date.now() still says 1 ms is left.
    const timerClock = Date.now;
    vi.spyOn(Date, 'now').mockImplementation(() => timerClock.call(Date) - 1);
    act(() => vi.advanceTimersByTime(10_000));
    expect(phase()).toBe('warning');
    expect(onExpired).not.toHaveBeenCalled();
    vi.mocked(Date.now).mockRestore();
    act(() => vi.advanceTimersByTime(1));
    expect(onExpired).toHaveBeenCalledOnce();
  });

  it('checks again when the page becomes visible (timers sleep with the device)', () => {
    const { onExpired } = watchExpiryIn(10_000);
    act(() => vi.setSystemTime(Date.now() + 11_000));
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(onExpired).toHaveBeenCalledOnce();
  });
});
