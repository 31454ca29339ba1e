import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Rec } from './records';
import { QUIET_MS, startReplayWhenInteractive } from './replay-wiring';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A browser that reports long tasks: `longTask()` delivers one to every observer of them. */
function stubLongTasks() {
  const observers: (() => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['longtask'];
    constructor(private readonly callback: () => void) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return { longTask: () => observers.forEach((callback) => callback()), observing: () => observers.length };
}

describe('the replay, wired to the session stream', () => {
  it('starts only once the page is interactive (QUIET_MS without a long task) and the browser idle; each batch is one rrweb.events record, in sequence', () => {
    vi.useFakeTimers();
    const { longTask, observing } = stubLongTasks();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (then: () => void) => idle.push(then));
    let emit: ((events: readonly unknown[]) => void) | undefined;
    const stopRecorder = vi.fn();
    const start = vi.fn((e: typeof emit) => {
      emit = e;
      return stopRecorder;
    });
    const added: Rec[] = [];
    const stop = startReplayWhenInteractive(
      start,
      (r) => added.push(r),
      () => '/contacts',
    );
    // A long task restarts the quiet window: the recorder's own long task never lands between a screen's.
    vi.advanceTimersByTime(QUIET_MS - 1);
    longTask();
    vi.advanceTimersByTime(QUIET_MS - 1);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(observing()).toBe(0);
    expect(start).not.toHaveBeenCalled();
    idle.splice(0).forEach((then) => then());
    expect(start).toHaveBeenCalledTimes(1);
    emit?.([{ type: 4, data: { href: '/contacts' }, timestamp: 1 }]);
    emit?.([]);
    emit?.([
      { type: 3, data: {}, timestamp: 2 },
      { type: 3, data: {}, timestamp: 3 },
    ]);
    expect(added.map((r) => [r.event, r.route, r.attributes, JSON.parse(r.body ?? '[]').length])).toEqual([
      ['rrweb.events', '/contacts', { 'portal.replay.sequence': 0, 'portal.replay.events': 1 }, 1],
      ['rrweb.events', '/contacts', { 'portal.replay.sequence': 1, 'portal.replay.events': 2 }, 2],
    ]);
    stop();
    expect(stopRecorder).toHaveBeenCalled();
  });

  it('stopped before the page is interactive: never starts, and stops observing', () => {
    vi.useFakeTimers();
    const { observing } = stubLongTasks();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (then: () => void) => idle.push(then));
    const start = vi.fn(() => () => undefined);
    const stop = startReplayWhenInteractive(
      start,
      () => undefined,
      () => '/',
    );
    expect(observing()).toBe(1);
    stop();
    expect(observing()).toBe(0);
    vi.advanceTimersByTime(2 * QUIET_MS);
    idle.splice(0).forEach((then) => then());
    expect(start).not.toHaveBeenCalled();
  });

  it('where the browser reports no long tasks: QUIET_MS after the load', () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', undefined);
    vi.stubGlobal('requestIdleCallback', undefined);
    const start = vi.fn(() => () => undefined);
    startReplayWhenInteractive(
      start,
      () => undefined,
      () => '/',
    );
    vi.advanceTimersByTime(QUIET_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
