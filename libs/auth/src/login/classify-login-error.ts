import { isApiError } from '@portal/core-api';
import type { LoginProblem } from './login-flow-store';

export type LoginOutcome = LoginProblem | { kind: 'locked' };

/**
 * Section 8 for the login calls: 403 locked; a code call's 419 expired and 404 wrong code; anything else a
 * general failure, carrying the server's own message when it sent one.
 */
export function classifyLoginError(error: unknown, call: 'credentials' | 'code'): LoginOutcome {
  if (!isApiError(error)) return { kind: 'failure' };
  if (error.httpStatus === 403) return { kind: 'locked' };
  if (call === 'code' && error.httpStatus === 419) return { kind: 'otpExpired' };
  if (call === 'code' && error.httpStatus === 404) return { kind: 'invalidOtp' };
  return error.customMessage ? { kind: 'failure', customMessage: error.customMessage } : { kind: 'failure' };
}
