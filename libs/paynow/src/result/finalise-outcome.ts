import { isApiError } from '@portal/core-api';

/**
 * Whether a failed finalise left the payment's outcome unknown (the card may have been charged): everything but a
 * definite refusal, a 4xx answer (401 and 403 are then section 8's). Unknown: the call dropped (status 0), timed out
 * (504), a 5xx, a 2xx without a receipt reference (502, invalid answer), a reload mid-call (FinaliseUnconfirmedError),
 * or anything else we did not expect. An outcome is never guessed: only a refusal shows the failure page's Try Again.
 */
export const isUnknownOutcome = (error: unknown): boolean =>
  !(isApiError(error) && error.kind === 'http' && error.httpStatus >= 400 && error.httpStatus < 500);
