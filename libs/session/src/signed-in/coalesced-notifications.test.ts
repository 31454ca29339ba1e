import { afterEach, describe, expect, it, vi } from 'vitest';
import { coalescedNotifications } from './coalesced-notifications';

afterEach(() => vi.useRealTimers());

describe('coalesced query notifications (issue 26)', () => {
  it('runs every notification due by then in one task, in order, and each once', () => {
    vi.useFakeTimers();
    const heard: string[] = [];
    coalescedNotifications(() => heard.push('a'));
    coalescedNotifications(() => heard.push('b'));
    expect(heard).toEqual([]);
    expect(vi.getTimerCount()).toBe(1);
    vi.runOnlyPendingTimers();
    expect(heard).toEqual(['a', 'b']);
    vi.runAllTimers();
    expect(heard).toEqual(['a', 'b']);
  });

  it('starts a new batch for what is scheduled while a batch runs', () => {
    vi.useFakeTimers();
    const heard: string[] = [];
    coalescedNotifications(() => {
      heard.push('first');
      coalescedNotifications(() => heard.push('later'));
    });
    vi.runOnlyPendingTimers();
    expect(heard).toEqual(['first']);
    vi.runOnlyPendingTimers();
    expect(heard).toEqual(['first', 'later']);
  });

  it('runs the rest of a batch when one notification throws, and leaves its error uncaught', () => {
    vi.useFakeTimers();
    const heard: string[] = [];
    coalescedNotifications(() => {
      throw new Error('observer failed');
    });
    coalescedNotifications(() => heard.push('next'));
    vi.runOnlyPendingTimers();
    expect(heard).toEqual(['next']);
    expect(() => vi.runOnlyPendingTimers()).toThrow('observer failed');
  });
});
