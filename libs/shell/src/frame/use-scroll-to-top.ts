import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * On every navigation to a new path: scroll to the top and move focus to the main region, so keyboard and
 * screen-reader users start at the new page's content (not on the first load, where focus stays put).
 */
export function useScrollToTop(mainId: string): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    window.scrollTo(0, 0);
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname, mainId]);
}
