import { isApiError } from '@portal/core-api';
import type { LoginProblem } from './login-flow-store';

export type LoginOutcome = LoginProblem | { kind: 'locked' };

/**
 * Section 8 for the login calls: 403 locked; the code's validation or resend answered 419 expired; the validation's
 * 404 a wrong code (a resend's 404 is no wrong code: section 8 names 404 for validation only); anything else a general
 * failure, carrying the server's own message when it sent one.
 */
export function classifyLoginError(error: unknown, call: 'credentials' | 'validate' | 'resend'): LoginOutcome {
  if (!isApiError(error)) return { kind: 'failure' };
  if (error.httpStatus === 403) return { kind: 'locked' };
  if (call !== 'credentials' && error.httpStatus === 419) return { kind: 'otpExpired' };
  if (call === 'validate' && error.httpStatus === 404) return { kind: 'invalidOtp' };
  return error.customMessage ? { kind: 'failure', customMessage: error.customMessage } : { kind: 'failure' };
}
