import { useEffect, useState, type RefObject } from 'react';
import { loadHostedComponent, type HostedComponent } from '@portal/config';
import type { CardTimings } from '../paynow-timings';
import { hasAppeared } from './card-element';

/** loading: script or element not there yet; appeared: fields shown, submit still held; enabled; failed. */
export type CardComponentStatus = 'loading' | 'appeared' | 'enabled' | 'failed';

/**
 * Loads the component script from the URL the API gave, polls for the card element every `pollMs`, enables submit
 * `enableDelayMs` after it appears, and fails when no component is configured, the script does not load, or nothing
 * appears in `timeoutMs`.
 */
export function useCardComponent(
  component: HostedComponent | undefined,
  componentUrl: string | undefined,
  elementRef: RefObject<HTMLElement | null>,
  timings: CardTimings,
): CardComponentStatus {
  const [status, setStatus] = useState<CardComponentStatus>('loading');
  const missing = component === undefined;
  useEffect(() => {
    if (!component || !componentUrl) return undefined;
    let done = false;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const fail = () => {
      if (done) return;
      done = true;
      clearInterval(poll);
      setStatus('failed');
    };
    loadHostedComponent(componentUrl, component.tag).catch(fail);
    const poll = setInterval(() => {
      if (done || !hasAppeared(elementRef.current, component)) return;
      done = true;
      clearInterval(poll);
      setStatus('appeared');
      timers.push(setTimeout(() => setStatus('enabled'), timings.enableDelayMs));
    }, timings.pollMs);
    timers.push(setTimeout(fail, timings.timeoutMs));
    return () => {
      done = true;
      clearInterval(poll);
      timers.forEach(clearTimeout);
    };
  }, [component, componentUrl, elementRef, timings]);
  // No component configured: it can never load (section 8's failure path).
  return missing ? 'failed' : status;
}
