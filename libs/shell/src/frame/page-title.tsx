import { createContext, useContext, useEffect } from 'react';

/** Lets a page rendered in place of another (the not-found page) title the document instead of the route. */
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
