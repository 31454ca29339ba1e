import { useEffect, useState } from 'react';

/**
 * True the first time this browser shows something, then never again. Only the flag is kept in localStorage
 * (nothing personal); without storage it shows every time.
 */
export function useShowOnce(key: string, enabled: boolean): boolean {
  const [show] = useState(() => {
    if (!enabled) return false;
    try {
      return localStorage.getItem(key) === null;
    } catch {
      return true;
    }
  });
  useEffect(() => {
    if (!show) return;
    try {
      localStorage.setItem(key, 'seen');
    } catch {
      // Storage refused (private mode): the badge simply shows again next time.
    }
  }, [key, show]);
  return show;
}
