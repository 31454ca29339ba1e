import { createContext, useContext, useEffect } from 'react';

/**
 * Lets a page or view title the document instead of its route: a page rendered in place of another (not-found), or a
 * view within a route that section 2 titles on its own (payment-update's 'My payment details'). The shell provides it.
 */
const PageTitleContext = createContext<(titleKey: string | null) => void>(() => undefined);

export const PageTitleProvider = PageTitleContext.Provider;

/** Titles the document with `titles.<titleKey>` while the calling page is shown. */
export function usePageTitle(titleKey: string): void {
  const setTitleKey = useContext(PageTitleContext);
  useEffect(() => {
    setTitleKey(titleKey);
    return () => setTitleKey(null);
  }, [setTitleKey, titleKey]);
}
