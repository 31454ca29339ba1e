import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Rec } from './records';
import { startReplayAfterFirstScreen } from './replay-wiring';

afterEach(() => vi.unstubAllGlobals());

describe('the replay, wired to the session stream', () => {
  it('starts only once the page has loaded and the browser is idle; each batch is one rrweb.events record, in sequence', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (then: () => void) => idle.push(then));
    let emit: ((events: readonly unknown[]) => void) | undefined;
    const stopRecorder = vi.fn();
    const start = vi.fn((e: typeof emit) => {
      emit = e;
      return stopRecorder;
    });
    const added: Rec[] = [];
    const stop = startReplayAfterFirstScreen(
      start,
      (r) => added.push(r),
      () => '/contacts',
    );
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

  it('stopped before the first screen: never starts', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (then: () => void) => idle.push(then));
    const start = vi.fn(() => () => undefined);
    startReplayAfterFirstScreen(
      start,
      () => undefined,
      () => '/',
    )();
    idle.splice(0).forEach((then) => then());
    expect(start).not.toHaveBeenCalled();
  });
});
