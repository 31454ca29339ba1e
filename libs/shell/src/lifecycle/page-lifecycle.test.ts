import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  isChunkLoadError,
  reloadOnBackForwardRestore,
  reloadOnceForNewDeploy,
  withChunkTimeout,
} from './page-lifecycle';

function fakeWindow() {
  const listeners: Record<string, (event: Event) => void> = {};
  const win = {
    addEventListener: (type: string, fn: (event: Event) => void) => (listeners[type] = fn),
    location: { reload: vi.fn(), assign: vi.fn() },
    sessionStorage: window.sessionStorage,
  };
  return { win: win as unknown as Window, listeners, location: win.location };
}

describe('page lifecycle', () => {
  it('reloads a page restored from the back/forward cache, and only then', () => {
    const { win, listeners, location } = fakeWindow();
    reloadOnBackForwardRestore(win);
    listeners['pageshow']?.({ persisted: false } as unknown as Event);
    expect(location.reload).not.toHaveBeenCalled();
    listeners['pageshow']?.({ persisted: true } as unknown as Event);
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it('recognises failed chunk loads', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads once to the intended URL after a deploy, not again within two minutes', () => {
    const { win, location } = fakeWindow();
    const t0 = 1_000_000;
    expect(reloadOnceForNewDeploy('/policy/123?x=1', win, t0)).toBe(true);
    expect(location.assign).toHaveBeenCalledWith('/policy/123?x=1');
    expect(reloadOnceForNewDeploy('/policy/123?x=1', win, t0 + 60_000)).toBe(false);
    expect(location.assign).toHaveBeenCalledTimes(1);
    expect(reloadOnceForNewDeploy('/policy/123?x=1', win, t0 + 121_000)).toBe(true);
  });

  it('fails a page chunk that has not loaded within 120 s as a chunk load error (section 9), and passes a loaded one', async () => {
    vi.useFakeTimers();
    try {
      const stuck = withChunkTimeout(() => new Promise<never>(() => undefined))().catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
      let settled = false;
      void stuck.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(isChunkLoadError(await stuck)).toBe(true);
      await expect(withChunkTimeout(async () => 'page')()).resolves.toBe('page');
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
