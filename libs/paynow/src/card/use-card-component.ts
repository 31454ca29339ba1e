import { useEffect, useState, type RefObject } from 'react';
import type { CardTimings } from '../paynow-timings';

/** The hosted card-capture element the gateway's script defines (the sandbox imitates the gateway's component). */
export const CARD_CAPTURE_TAG = 'sandbox-card-capture';

/** loading: script or element not there yet; appeared: fields shown, submit still held; enabled; failed. */
export type CardComponentStatus = 'loading' | 'appeared' | 'enabled' | 'failed';

/** Inserts the gateway's script once (never bundled); resolves false when it fails to load. */
function loadScript(src: string, onError: () => void): () => void {
  if (customElements.get(CARD_CAPTURE_TAG)) return () => undefined;
  let script = document.querySelector<HTMLScriptElement>(`script[data-paynow-gateway="${CSS.escape(src)}"]`);
  if (!script) {
    script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset['paynowGateway'] = src;
    document.head.appendChild(script);
  }
  const el = script;
  const fail = () => {
    el.remove();
    onError();
  };
  el.addEventListener('error', fail);
  return () => el.removeEventListener('error', fail);
}

const hasAppeared = (element: HTMLElement | null) =>
  element !== null && customElements.get(CARD_CAPTURE_TAG) !== undefined && element.querySelector('input') !== null;

/**
 * Loads the component script from the URL the API gave, polls for the card element every `pollMs`, enables submit
 * `enableDelayMs` after it appears, and fails when the script does not load or nothing appears in `timeoutMs`.
 */
export function useCardComponent(
  componentUrl: string | undefined,
  elementRef: RefObject<HTMLElement | null>,
  timings: CardTimings,
): CardComponentStatus {
  const [status, setStatus] = useState<CardComponentStatus>('loading');
  useEffect(() => {
    if (!componentUrl) return undefined;
    let done = false;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const fail = () => {
      if (done) return;
      done = true;
      clearInterval(poll);
      setStatus('failed');
    };
    const stopScript = loadScript(componentUrl, fail);
    const poll = setInterval(() => {
      if (done || !hasAppeared(elementRef.current)) return;
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
      stopScript();
    };
  }, [componentUrl, elementRef, timings]);
  return status;
}
