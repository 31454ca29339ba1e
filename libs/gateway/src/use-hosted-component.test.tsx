import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HostedComponentTimingsContext } from './hosted-component-timings';
import { useHostedComponent, type StartHostedComponent } from './use-hosted-component';

const timings = { pollMs: 100, enableDelayMs: 3000, timeoutMs: 1000 };
const wrapper = ({ children }: { children: ReactNode }) => (
  <HostedComponentTimingsContext.Provider value={timings}>{children}</HostedComponentTimingsContext.Provider>
);

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

function watch(start: StartHostedComponent, holdMs = 500) {
  let shown = false;
  const view = renderHook(({ key }: { key: unknown }) => useHostedComponent(key, start, () => shown, holdMs), {
    wrapper,
    initialProps: { key: 'card' as unknown },
  });
  return { ...view, show: () => void (shown = true) };
}

describe('useHostedComponent', () => {
  it('starts once, is loading until the fields appear (seen at the next poll), then holds submit for holdMs', () => {
    const start = vi.fn();
    const { result, show } = watch(start);
    expect(start).toHaveBeenCalledOnce();
    expect(result.current).toBe('loading');
    show();
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('appeared');
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe('appeared');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('enabled');
    // The time-out no longer applies once the fields are there.
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe('enabled');
    expect(start).toHaveBeenCalledOnce();
  });

  it('fails when nothing appears within timeoutMs', () => {
    const { result } = watch(vi.fn());
    act(() => vi.advanceTimersByTime(999));
    expect(result.current).toBe('loading');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('failed');
  });

  it('fails when the start reports a failure (the script did not load), and fields appearing later change nothing', () => {
    let fail = () => {};
    const { result, show } = watch((f) => void (fail = f));
    act(() => fail());
    expect(result.current).toBe('failed');
    show();
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe('failed');
  });

  it('starts over from loading for a new key, undoing the last start; a null key starts nothing', () => {
    const undo = vi.fn();
    const start = vi.fn(() => undo);
    const { result, rerender, unmount } = watch(start);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe('failed');
    rerender({ key: 'bank' });
    expect(undo).toHaveBeenCalledOnce();
    expect(start).toHaveBeenCalledTimes(2);
    expect(result.current).toBe('loading');
    rerender({ key: null });
    expect(undo).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe('loading');
    expect(start).toHaveBeenCalledTimes(2);
    unmount();
    expect(undo).toHaveBeenCalledTimes(2);
  });
});
