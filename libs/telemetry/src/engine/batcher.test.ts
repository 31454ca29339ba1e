import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBatcher, FLUSH_DELAY_MS, MAX_REPORTS_PER_PAGE } from './batcher';
import type { Batch } from './wire';

const error = (message: string) => ({ type: 'error', source: 'uncaught', route: '/', name: 'Error', message }) as const;

describe('the batcher', () => {
  let sent: Batch[];
  let batcher: ReturnType<typeof createBatcher>;
  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    batcher = createBatcher('/collect', { brand: 'b', release: 'r', page: 'p' }, (_, body) => sent.push(JSON.parse(body) as Batch));
  });
  afterEach(() => vi.useRealTimers());

  it('sends a loop of one error as one report with its count, once per page', () => {
    for (let i = 0; i < 500; i++) batcher.add(error('same'));
    batcher.flush();
    batcher.add(error('same'));
    batcher.flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.reports).toMatchObject([{ message: 'same', count: 500 }]);
  });

  it('sends nothing until the page is hidden or the delay has passed, then one batch', () => {
    batcher.add(error('a'));
    batcher.add(error('b'));
    vi.advanceTimersByTime(FLUSH_DELAY_MS - 1);
    expect(sent).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(sent.map((b) => b.reports.length)).toEqual([2]);
  });

  it('keeps at most MAX_REPORTS_PER_PAGE distinct reports of one page', () => {
    for (let i = 0; i < MAX_REPORTS_PER_PAGE + 25; i++) batcher.add(error(`e${i}`));
    batcher.flush();
    expect(sent.flatMap((b) => b.reports)).toHaveLength(MAX_REPORTS_PER_PAGE);
  });

  it('costs nothing when the collector cannot be reached', () => {
    const failing = createBatcher('/collect', { brand: 'b', release: 'r', page: 'p' }, () => {
      throw new Error('down');
    });
    failing.add(error('a'));
    expect(() => failing.flush()).not.toThrow();
  });
});
