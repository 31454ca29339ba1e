import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadOnFirstInput } from './preload';

// jsdom has no requestIdleCallback: preloadWhenIdle falls back to a 200 ms timer, which fake timers run.
describe('preloadOnFirstInput (issue 26: nothing more is fetched while the login page starts)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fetches nothing while the visitor has not touched the page, however long it stays open', () => {
    const load = vi.fn(() => Promise.resolve());
    const stop = preloadOnFirstInput(load);
    vi.advanceTimersByTime(60_000);
    expect(load).not.toHaveBeenCalled();
    stop();
  });

  it.each(['focusin', 'keydown', 'pointerdown'])('fetches once the visitor starts on the form (%s), when the browser is idle', (type) => {
    const form = document.createElement('form');
    const field = document.createElement('input');
    form.append(field);
    document.body.append(form);
    const load = vi.fn(() => Promise.resolve());
    const stop = preloadOnFirstInput(load);
    field.dispatchEvent(new Event(type, { bubbles: true }));
    // Not in the input's own task: the visitor's keystroke or focus is handled first.
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(load).toHaveBeenCalledTimes(1);
    stop();
    form.remove();
  });

  it('fetches once, however many inputs follow', () => {
    const target = new EventTarget();
    const load = vi.fn(() => Promise.resolve());
    preloadOnFirstInput(load, target);
    for (const type of ['focusin', 'keydown', 'pointerdown', 'keydown']) target.dispatchEvent(new Event(type));
    vi.advanceTimersByTime(1_000);
    target.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(1_000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing once stopped (the page has gone), before or after the first input', () => {
    const target = new EventTarget();
    const load = vi.fn(() => Promise.resolve());
    preloadOnFirstInput(load, target)();
    target.dispatchEvent(new Event('focusin'));
    vi.advanceTimersByTime(1_000);
    const stopAfterInput = preloadOnFirstInput(load, target);
    target.dispatchEvent(new Event('pointerdown'));
    stopAfterInput();
    vi.advanceTimersByTime(1_000);
    expect(load).not.toHaveBeenCalled();
  });

  it('ignores a failed fetch (the chunk loads again when it is needed)', async () => {
    const target = new EventTarget();
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    preloadOnFirstInput(load, target);
    target.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(200);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
