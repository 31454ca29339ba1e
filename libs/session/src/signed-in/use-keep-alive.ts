import { useEffect, useEffectEvent } from 'react';
import { ACTIVITY_EVENTS, KEEP_ALIVE_INTERVAL_MS } from '../store/session-timing';

/** Calls `refresh` every KEEP_ALIVE_INTERVAL_MS when the customer was active (pointer or key) since the last tick. */
export function useKeepAlive(refresh: () => void): void {
  const onTick = useEffectEvent(refresh);
  useEffect(() => {
    let active = false;
    const markActive = () => {
      active = true;
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, markActive, { capture: true, passive: true });
    const timer = setInterval(() => {
      if (!active) return;
      active = false;
      onTick();
    }, KEEP_ALIVE_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, markActive, { capture: true });
    };
  }, []);
}
