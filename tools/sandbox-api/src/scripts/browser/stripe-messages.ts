import type { ConfirmResult, StripeError } from './stripe-card.ts';

/**
 * The messages Stripe.js (the page) and its card frame (js.stripe.com) exchange by postMessage, each naming the
 * element they are about. The page asks (`call` pairs a question with its result); the frame reports.
 */

/** What the page asks the frame, and waits for the result of. */
export type Question = { type: 'validate' } | { type: 'confirm'; key: string; clientSecret: string };

export type PageToFrame = { element: string } & ({ type: 'focus' } | ({ call: string } & Question));

/** The answer to a question: `{}` (valid), `{ error }`, or the confirmed setup intent. */
export type Answer = ConfirmResult | { error?: StripeError };

/** What the frame reports: its readiness, its height, its fields' state, an answer. */
export type Report =
  | { type: 'ready' }
  | { type: 'resize'; height: number }
  | { type: 'change'; empty: boolean; complete: boolean }
  | { type: 'result'; call: string; result: Answer };

export type FrameToPage = { element: string } & Report;
