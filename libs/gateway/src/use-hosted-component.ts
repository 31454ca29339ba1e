import { useEffect, useEffectEvent, useState } from 'react';
import { useHostedComponentTimings } from './hosted-component-timings';

/** loading: script or fields not there yet; appeared: fields shown, submit still held; enabled; failed. */
export type HostedComponentStatus = 'loading' | 'appeared' | 'enabled' | 'failed';

/** Loads or mounts the component; calls `fail` when that fails; returns what undoes it. */
export type StartHostedComponent = (fail: () => void) => (() => void) | void;

/**
 * The one watch over a vendor's hosted component (Pay Now's card capture, payment update's forms): for each `key`
 * (null: nothing to start yet) it calls `start` once, polls `hasAppeared` every `pollMs`, enables submit `holdMs`
 * after the fields appear, and fails when `start` reports a failure or nothing appears within `timeoutMs`. A new key
 * starts over from 'loading' (after undoing the last start).
 */
export function useHostedComponent(
  key: unknown,
  start: StartHostedComponent,
  hasAppeared: () => boolean,
  holdMs: number,
): HostedComponentStatus {
  const { pollMs, timeoutMs } = useHostedComponentTimings();
  const [state, setState] = useState<{ key: unknown; status: HostedComponentStatus }>({ key, status: 'loading' });
  const startNow = useEffectEvent(start);
  const appeared = useEffectEvent(hasAppeared);

  useEffect(() => {
    if (key === null) return undefined;
    let settled = false;
    let hold: ReturnType<typeof setTimeout> | undefined;
    const set = (status: HostedComponentStatus) => setState({ key, status });
    const settle = () => {
      settled = true;
      clearInterval(poll);
      clearTimeout(timeout);
    };
    const fail = () => {
      if (settled) return;
      settle();
      set('failed');
    };
    const poll = setInterval(() => {
      if (settled || !appeared()) return;
      settle();
      set('appeared');
      hold = setTimeout(() => set('enabled'), holdMs);
    }, pollMs);
    const timeout = setTimeout(fail, timeoutMs);
    const undo = startNow(fail);
    return () => {
      settle();
      clearTimeout(hold);
      undo?.();
    };
  }, [key, holdMs, pollMs, timeoutMs]);

  return state.key === key ? state.status : 'loading';
}
