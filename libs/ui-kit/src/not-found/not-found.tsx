import { createContext, useContext, type ReactElement } from 'react';

const NotFoundContext = createContext<ReactElement | null>(null);

/** Where the shell puts its not-found page (its PortalProviders), for the feature pages that find nothing to show. */
export const NotFoundPageProvider = NotFoundContext.Provider;

/**
 * The portal's not-found page, rendered in place by a feature page whose subject is not the customer's (a policy
 * number not in their list). The shell provides the page, so there is one not-found page, and a feature lib does
 * not import the shell: the slot lives here, in the kit every feature may import (it takes no wording, only the page
 * the shell gives it). Chosen over throwing a 404
 * to the route's error element: nothing is thrown, so nothing is logged as an error, and the URL stays as the
 * customer typed it.
 */
export function NotFound() {
  const page = useContext(NotFoundContext);
  if (!page) throw new Error('PortalProviders was given no not-found page');
  return page;
}
