import { useEffect, useState } from 'react';
import { useHydrated } from '@portal/ui-kit';

/**
 * True the first time this browser shows something, then never again. Only the flag is kept in localStorage
 * (nothing personal); without storage it shows every time. While React hydrates the login screen the build
 * prerendered (which cannot know the browser's storage) it is false, then the browser's answer, so hydration
 * matches; what it marks should not move the layout.
 */
export function useShowOnce(key: string, enabled: boolean): boolean {
  const [firstTime] = useState(() => {
    try {
      return localStorage.getItem(key) === null;
    } catch {
      return true;
    }
  });
  const inBrowser = useHydrated();
  const show = enabled && firstTime && inBrowser;
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
