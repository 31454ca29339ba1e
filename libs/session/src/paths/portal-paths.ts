/**
 * The portal's one route table (docs/product.md, section 2): the pattern each page is registered at, and the link to
 * it. A lib that registers a page takes its pattern from `routePatterns`; a lib that links or navigates to a page
 * builds the address with `portalPaths`, so no lib spells another's path.
 */
export const routePatterns = {
  dashboard: '/',
  login: '/login',
  logout: '/logout',
  accessibility: '/accessibility',
  contacts: '/contacts',
  contactsUpdate: '/contacts/update',
  policy: '/policy/:policyNumber',
  payNow: '/payment/:policyNumber',
  updatePayment: '/update/payment/:policyNumber',
  documents: '/documents/:policyNumber',
  documentViewer: '/documents/:policyNumber/view',
} as const;

/** A policy number as one path segment. */
const segment = (policyNumber: string) => encodeURIComponent(policyNumber);

export const portalPaths = {
  dashboard: routePatterns.dashboard,
  login: routePatterns.login,
  logout: routePatterns.logout,
  contacts: routePatterns.contacts,
  contactsUpdate: routePatterns.contactsUpdate,
  policy: (policyNumber: string) => `/policy/${segment(policyNumber)}`,
  payNow: (policyNumber: string) => `/payment/${segment(policyNumber)}`,
  updatePayment: (policyNumber: string) => `/update/payment/${segment(policyNumber)}`,
  documents: (policyNumber: string) => `/documents/${segment(policyNumber)}`,
  documentViewer: (policyNumber: string, docId: string) => `/documents/${segment(policyNumber)}/view?docId=${encodeURIComponent(docId)}`,
} as const;
