import { apiPaths } from '@portal/core-api';

/**
 * The fault matrix of issue #16: every call the portal makes × every fault, one defined outcome each. Test data, not
 * behaviour (production never reads it: section 8's routing is api/handle-api-error.ts). Three suites hold the portal
 * to it: tools/scripts/src/workspace/fault-matrix.test.ts makes each call through the real client against the sandbox with the
 * fault injected and checks what the client raises; the `*.fault-cells.test.tsx` DOM suites render the screen that
 * makes each call and check what the customer sees (`screenSuite`); tools/e2e walks a few cells in the browser.
 */
export const FAULTS = ['401', '403', '404', '419', '500', '503', 'network', 'timeout', 'malformed'] as const;
export type Fault = (typeof FAULTS)[number];

/** What the customer gets. Section 8's where it names one; otherwise a branded message (phone via {phone}). */
export const OUTCOMES = {
  'session-ends':
    "Section 8: logged out, every store and cache cleared; the login page says why (a 401: the session ended; a 403: the region's account-locked message, only 'Return to Log In')",
  'unavailable-page':
    'Section 8: the branded /503.html (a network failure while the browser is offline stays on the page, under the offline notice)',
  locked: "Section 8: the region's account-locked message, only 'Return to Log In'",
  'otp-expired': "Section 8: 'OTP expired. Please try again.'",
  'otp-invalid': "Section 8: the region's invalid-OTP message",
  'login-failed':
    'Section 8: the general login failure (configured message or the server custom message; NZ names {phone}); what was typed stays',
  'load-failed': "The page's branded load failure (most name {phone}); reads were first retried with back-off",
  'document-not-found': "Section 8: 'Document not found'",
  'document-failed': "Section 8: 'Unable to download the Document. Please try again.' with a Try again button",
  'address-manual': 'No suggestions; the address can still be typed in by hand; nothing typed is lost',
  'contact-update-failed':
    "Section 8: 'We were unable to update your contact details. Please try again or call us on {phone}.'; the form keeps its values",
  'payment-form-failed': 'Section 8: the payment update failure with {phone}; the current method stays',
  'payment-update-failed':
    "Section 8: 'We were unable to update your payment details. Please try again or call us on {phone}.' (?error=true)",
  'pay-now-failed': "Section 8: 'An error occured processing your payment' and the configured text with {phone}; never finalised twice",
  'pay-now-unknown':
    "The payment may have gone through (issue 45): no Try Again; the policy's payments check decides the next step (processing, received, pay again from the selection, or call {phone})",
  'banner-hidden': 'The cross-sell banner is not shown (or hides as asked); nothing else changes',
  'expiry-kept': 'The session keeps its expiry; the timeout warning says the session could not be extended',
  'assumed-pass': 'Sections 7 and 8: treated as success with score 1 (a failed call also shows an error)',
  'logged-out': 'Logged out here all the same (the server call is best effort)',
  'saved-anyway': 'Section 7 shows no answer shape, so any 2xx is success: the change is confirmed',
} as const;
export type Outcome = keyof typeof OUTCOMES;

/** What the client does with the fault: raises ApiError with this status and kind, or resolves. */
export type Raised = { httpStatus: number; kind: 'http' | 'network' | 'timeout' | 'invalid-response' } | 'resolves';

export type Feature = 'auth' | 'session' | 'policies' | 'paynow' | 'payment-update' | 'contacts' | 'documents';

export type CallEntry = {
  path: string;
  /** The library that makes the call. */
  feature: Feature;
  /** The library whose screen shows its outcome, when not the caller's (the dashboard shows the session's reads). */
  shownBy?: Feature;
  /**
   * read: idempotent, retried on its own; lookup: a read as the customer types, asked again by the next keystroke
   * rather than retried; write: never retried on its own; command: a signed-out call, never retried on its own.
   */
  use: 'read' | 'lookup' | 'write' | 'command';
  /** The screen's outcome for a fault section 8 does not route globally. */
  screen: Outcome;
  /** The feature turned its read's own retry off: its screen offers one instead (a gateway token is single use). */
  noAutoRetry?: true;
  /** Faults with their own outcome (section 8's named ones). */
  overrides?: Partial<Record<Fault, Outcome>>;
  /** Faults the call resolves on instead of raising (and the outcome). */
  resolves?: Partial<Record<Fault, Outcome>>;
  /** Status of a network failure: 503 by default; 0 for the two calls section 7 keeps apart. */
  networkStatus?: number;
  /** Signed out: there is no session a 401 could end. */
  signedOut?: true;
  /** The feature catches every failure itself before section 8 sees it (the bot check: pass with score 1). */
  caught?: true;
};

/** The DOM suite that renders each call's screen under every fault (one per lib whose screen makes the calls). */
export const SCREEN_SUITES = {
  auth: 'libs/auth/src/auth.fault-cells.test.tsx',
  session: 'libs/session/src/session.fault-cells.test.tsx',
  policies: 'libs/policies/src/policies.fault-cells.test.tsx',
  documents: 'libs/documents/src/documents.fault-cells.test.tsx',
  paynow: 'libs/paynow/src/paynow.fault-cells.test.tsx',
  'payment-update': 'libs/payment-update/src/payment-update.fault-cells.test.tsx',
  contacts: 'libs/contacts/src/contacts.fault-cells.test.tsx',
} as const satisfies Record<Feature, string>;

const statuses = (outcome: Outcome): Partial<Record<Fault, Outcome>> => ({
  '401': outcome,
  '403': outcome,
  '404': outcome,
  '419': outcome,
  '500': outcome,
  '503': outcome,
});

export const CALLS = {
  customerLogin: {
    path: apiPaths.customerLogin,
    feature: 'auth',
    use: 'command',
    screen: 'login-failed',
    signedOut: true,
    overrides: { '403': 'locked' },
  },
  validateOtp: {
    path: apiPaths.validateOtp,
    feature: 'auth',
    use: 'command',
    screen: 'login-failed',
    signedOut: true,
    overrides: { '403': 'locked', '404': 'otp-invalid', '419': 'otp-expired' },
  },
  resendOtp: {
    path: apiPaths.resendOtp,
    feature: 'auth',
    use: 'command',
    screen: 'login-failed',
    signedOut: true,
    overrides: { '403': 'locked', '419': 'otp-expired' },
    resolves: { malformed: 'saved-anyway' },
  },
  verifyBotCheck: {
    path: apiPaths.botCheckVerify,
    feature: 'auth',
    use: 'command',
    screen: 'assumed-pass',
    signedOut: true,
    caught: true,
    resolves: statuses('assumed-pass'),
  },
  // The client resolves on any answer (section 7: no error raised when not ok); the logout page also catches the
  // network failure and time-out it raises: the customer is logged out here all the same, never sent to /503.html.
  logout: {
    path: apiPaths.logout,
    feature: 'auth',
    use: 'write',
    screen: 'logged-out',
    caught: true,
    resolves: { ...statuses('logged-out'), malformed: 'logged-out' },
  },
  refreshToken: { path: apiPaths.refreshToken, feature: 'session', use: 'write', screen: 'expiry-kept' },
  getCustomerDetail: { path: apiPaths.getCustomerDetail, feature: 'session', shownBy: 'policies', use: 'read', screen: 'load-failed' },
  getFeatures: { path: apiPaths.getFeatures, feature: 'session', shownBy: 'policies', use: 'read', screen: 'banner-hidden' },
  suppressFeature: {
    path: apiPaths.suppressFeature,
    feature: 'policies',
    use: 'write',
    screen: 'banner-hidden',
    resolves: { malformed: 'banner-hidden' },
  },
  markFeatureUsed: {
    path: apiPaths.markFeatureUsed,
    feature: 'policies',
    use: 'write',
    screen: 'banner-hidden',
    resolves: { malformed: 'banner-hidden' },
  },
  getPolicyDetail: { path: apiPaths.getPolicyDetail, feature: 'policies', use: 'read', screen: 'load-failed' },
  // The outstanding-payments check: its failure shows on the Pay Now page (the dashboard's overdue banner leaves the policy out).
  getRealtimePayments: {
    path: apiPaths.getRealtimePayments,
    feature: 'policies',
    shownBy: 'paynow',
    use: 'read',
    screen: 'load-failed',
    networkStatus: 0,
  },
  getMissedRegularCollections: {
    path: apiPaths.getMissedRegularCollections,
    feature: 'policies',
    shownBy: 'paynow',
    use: 'read',
    screen: 'load-failed',
  },
  getOutstandingPaymentOverrides: {
    path: apiPaths.getOutstandingPaymentOverrides,
    feature: 'policies',
    shownBy: 'paynow',
    use: 'read',
    screen: 'load-failed',
  },
  getDocumentList: { path: apiPaths.getDocumentList, feature: 'documents', use: 'read', screen: 'load-failed' },
  getDocumentStream: {
    path: apiPaths.getDocumentStream,
    feature: 'documents',
    use: 'read',
    screen: 'document-failed',
    noAutoRetry: true,
    overrides: { '404': 'document-not-found' },
  },
  getPaymentControl: { path: apiPaths.getPaymentControl, feature: 'paynow', use: 'read', screen: 'pay-now-failed', noAutoRetry: true },
  // A refusal (4xx) is a failure; no answer, a time-out, a 5xx or a 2xx without a receipt reference leave the outcome unknown.
  completeCollection: {
    path: apiPaths.completeCollection,
    feature: 'paynow',
    use: 'write',
    screen: 'pay-now-failed',
    networkStatus: 0,
    overrides: { '500': 'pay-now-unknown', network: 'pay-now-unknown', timeout: 'pay-now-unknown', malformed: 'pay-now-unknown' },
  },
  validateAndGetTokens: {
    path: apiPaths.validateAndGetTokens,
    feature: 'payment-update',
    use: 'read',
    screen: 'payment-form-failed',
    noAutoRetry: true,
  },
  processAfterRedirect: { path: apiPaths.processAfterRedirect, feature: 'payment-update', use: 'write', screen: 'payment-update-failed' },
  searchAddress: { path: apiPaths.searchAddress, feature: 'contacts', use: 'lookup', screen: 'address-manual' },
  formatAddress: { path: apiPaths.formatAddress, feature: 'contacts', use: 'lookup', screen: 'address-manual' },
  searchPostcode: { path: apiPaths.searchPostcode, feature: 'contacts', use: 'lookup', screen: 'address-manual' },
  updateCustomerContactDetail: {
    path: apiPaths.updateCustomerContactDetail,
    feature: 'contacts',
    use: 'write',
    screen: 'contact-update-failed',
    resolves: { malformed: 'saved-anyway' },
  },
} as const satisfies Record<string, CallEntry>;
export type CallId = keyof typeof CALLS;
export const CALL_IDS = Object.keys(CALLS) as CallId[];

/** What the client raises for `fault` on `call` (before any screen sees it). */
export function raisedBy(call: CallId, fault: Fault): Raised {
  const entry: CallEntry = CALLS[call];
  if (entry.resolves?.[fault]) return 'resolves';
  if (fault === 'network') return { httpStatus: entry.networkStatus ?? 503, kind: 'network' };
  if (fault === 'timeout') return { httpStatus: 504, kind: 'timeout' };
  if (fault === 'malformed') return { httpStatus: 502, kind: 'invalid-response' };
  return { httpStatus: Number(fault), kind: 'http' };
}

/** The one outcome of a cell. */
export function outcomeOf(call: CallId, fault: Fault): Outcome {
  const entry: CallEntry = CALLS[call];
  const resolved = entry.resolves?.[fault];
  if (resolved) return resolved;
  const raised = raisedBy(call, fault);
  if (!entry.caught && raised !== 'resolves' && raised.httpStatus === 503) return 'unavailable-page';
  if ((fault === '401' || fault === '403') && !entry.signedOut) return 'session-ends';
  return entry.overrides?.[fault] ?? entry.screen;
}

/** Reads retry network failures, time-outs, 5xx (and 429) on their own; writes and commands never do. */
export function retriedOnItsOwn(call: CallId, fault: Fault): boolean {
  const entry: CallEntry = CALLS[call];
  return entry.use === 'read' && !entry.noAutoRetry && ['500', '503', 'network', 'timeout'].includes(fault);
}

/**
 * Cells where the screen does not yet do what the matrix says (a bug in the screen, not in the matrix). Their DOM
 * cells run as `it.fails`: they must fail until the screen is fixed, then the entry goes.
 */
export const SCREEN_DISAGREES: Partial<Record<CallId, Partial<Record<Fault, string>>>> = {};

/** The library whose DOM suite renders the call's screen. */
export const screenOf = (call: CallId): Feature => (CALLS[call] as CallEntry).shownBy ?? CALLS[call].feature;

/** The calls whose screens `feature`'s DOM suite renders. */
export const callsShownBy = (feature: Feature): CallId[] => CALL_IDS.filter((call) => screenOf(call) === feature);
