import { afterEach, describe, expect, it, vi } from 'vitest';
import { startReplay, type ReplayEvent } from './start-replay';

let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe('startReplay', () => {
  it('records once its lazy chunk has arrived, and nothing after its stop', async () => {
    document.body.innerHTML = '<main><h1>Policy summary</h1></main>';
    const batches: ReplayEvent[][] = [];
    stop = startReplay({ emit: (events) => batches.push(events), wording: () => ['Policy summary'], batchMs: 60_000 });
    await vi.waitFor(() => {
      dispatchEvent(new Event('pagehide'));
      expect(batches.flat().map((event) => event.type)).toEqual([4, 2]);
    });
    document.querySelector('h1')!.textContent = 'Jane Citizen';
    await vi.waitFor(() => {
      dispatchEvent(new Event('pagehide'));
      expect(JSON.stringify(batches)).toContain('**** *******');
    });
    // The stop sends what is still held (a mutation observed after the last flush), then nothing more.
    stop?.();
    const sent = batches.length;
    document.querySelector('h1')!.textContent = 'Policy summary';
    await new Promise((resolve) => setTimeout(resolve, 20));
    dispatchEvent(new Event('pagehide'));
    expect(batches).toHaveLength(sent);
  });

  it('records nothing when stopped before its chunk has arrived', async () => {
    const batches: ReplayEvent[][] = [];
    startReplay({ emit: (events) => batches.push(events) })();
    await import('./recorder');
    await new Promise((resolve) => setTimeout(resolve, 20));
    dispatchEvent(new Event('pagehide'));
    expect(batches).toEqual([]);
  });
});
