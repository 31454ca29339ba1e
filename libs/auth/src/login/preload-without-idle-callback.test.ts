import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadWhenIdle } from './preload';

// WebKit (Safari, WebKitGTK 2.50) has no requestIdleCallback: the preload falls back to a timer there.
describe('preloadWhenIdle with and without requestIdleCallback', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('without it (WebKit): loads after a 200 ms timer, and not once cancelled', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.stubGlobal('cancelIdleCallback', undefined);
    const load = vi.fn(() => Promise.resolve());
    preloadWhenIdle(load);
    vi.advanceTimersByTime(199);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn(() => Promise.resolve());
    preloadWhenIdle(cancelled)();
    vi.advanceTimersByTime(1_000);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('with it (Chromium, Gecko): loads when the browser is idle, within 2 s, and cancels the idle callback', () => {
    const idle = vi.fn((run: () => void, options: { timeout: number }) => setTimeout(run, options.timeout));
    const cancel = vi.fn((handle: number) => clearTimeout(handle));
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const load = vi.fn(() => Promise.resolve());
    const stop = preloadWhenIdle(load);
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    vi.advanceTimersByTime(2000);
    expect(load).toHaveBeenCalledTimes(1);
    stop();
    expect(cancel).toHaveBeenCalledTimes(1);
  });

  it('a failed load is swallowed in both cases (a preload only warms a cache)', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const failing = vi.fn(() => Promise.reject(new Error('chunk failed')));
    preloadWhenIdle(failing);
    await vi.advanceTimersByTimeAsync(200);
    expect(failing).toHaveBeenCalledTimes(1);
  });
});
