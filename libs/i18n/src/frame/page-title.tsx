import { createContext, useContext, useEffect } from 'react';
import type { PageTitleKey } from '../wording/wording-types';

/**
 * Lets a page or view title the document instead of its route: a page rendered in place of another (not-found), or a
 * view within a route that section 2 titles on its own (payment-update's 'My payment details'). The shell's frame
 * provides it; it lives here, beside `PageTitleKey`, because feature libs use it and may not import the shell.
 */
const PageTitleContext = createContext<(titleKey: PageTitleKey | null) => void>(() => undefined);

export const PageTitleProvider = PageTitleContext.Provider;

/** Titles the document with the wording of `titleKey` while the calling page is shown. */
export function usePageTitle(titleKey: PageTitleKey): void {
  const setTitleKey = useContext(PageTitleContext);
  useEffect(() => {
    setTitleKey(titleKey);
    return () => setTitleKey(null);
  }, [setTitleKey, titleKey]);
}
