import { useEffect, useEffectEvent, useState } from 'react';
import { EXPIRY_WARNING_MS, millisecondsLeft } from '../store/session-timing';

export type ExpiryPhase = 'active' | 'warning';

/**
 * Section 4 "Session check": watches the token's expiry with timers set for the exact moments (warning, expiry),
 * re-checked when the page becomes visible again (timers sleep with the device). Calls `onExpired` once expired.
 */
export function useExpiryPhase(expiresAt: string, onExpired: () => void): ExpiryPhase {
  const [warningFor, setWarningFor] = useState<string | null>(null);
  const expired = useEffectEvent(onExpired);

  useEffect(() => {
    const check = () => {
      const left = millisecondsLeft(expiresAt);
      if (left <= 0) expired();
      else setWarningFor(left <= EXPIRY_WARNING_MS ? expiresAt : null);
    };
    const left = millisecondsLeft(expiresAt);
    const timers = [setTimeout(check, Math.max(0, left - EXPIRY_WARNING_MS)), setTimeout(check, Math.max(0, left))];
    document.addEventListener('visibilitychange', check);
    return () => {
      timers.forEach(clearTimeout);
      document.removeEventListener('visibilitychange', check);
    };
  }, [expiresAt]);

  return warningFor === expiresAt ? 'warning' : 'active';
}
