import { useEffect, useEffectEvent, useState } from 'react';
import { EXPIRY_WARNING_MS, millisecondsLeft } from '../store/session-timing';

export type ExpiryPhase = 'active' | 'warning';

/**
 * Section 4 "Session check": watches the token's expiry with a timer set for the next moment that matters (the
 * warning, then the expiry), re-checked when the page becomes visible again (timers sleep with the device). Calls
 * `onExpired` once expired. Each check schedules the next one from the clock, so a timer that fires a millisecond
 * early (timers and Date.now() are different clocks) checks again instead of leaving the warning open for good.
 */
export function useExpiryPhase(expiresAt: string, onExpired: () => void): ExpiryPhase {
  const [warningFor, setWarningFor] = useState<string | null>(null);
  const expired = useEffectEvent(onExpired);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      const left = millisecondsLeft(expiresAt);
      if (left <= 0) return expired();
      const warning = left <= EXPIRY_WARNING_MS;
      setWarningFor(warning ? expiresAt : null);
      timer = setTimeout(check, warning ? left : left - EXPIRY_WARNING_MS);
    };
    timer = setTimeout(check, 0);
    document.addEventListener('visibilitychange', check);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [expiresAt]);

  return warningFor === expiresAt ? 'warning' : 'active';
}
