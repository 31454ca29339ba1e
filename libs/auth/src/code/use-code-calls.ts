import { isApiError, resendOtp, validateOtp } from '@portal/core-api';
import { classifyLoginError } from '../login/classify-login-error';
import { finishLoginFlow, restartLogin, setLoginProblem, showLocked } from '../login/login-flow-store';
import { useApiClient, useCommand, setCustomerLoginId, startSessionData, storeToken, useSession } from '@portal/session';

type Handlers = { onCodeRefused: () => void; onResent: () => void };

/** No answer came (offline, or the time-out): the code was not refused, and Continue may send it again. */
const unanswered = (error: unknown) => isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');

/**
 * The code screen's calls and their outcomes (sections 4 and 8): a correct code stores the token and its expiry and
 * starts the session's first call (the route guard then moves on); the validation's 404 wrong code; 419 expired
 * (back to the login form); 403 locked; else failure. Section 4's "wrong code: digits cleared" holds for every refusal
 * of the code (any answer but a token), not only the 404: the boxes empty and the first takes focus.
 */
export function useCodeCalls({ onCodeRefused, onResent }: Handlers) {
  const client = useApiClient();
  const { customerLoginId } = useSession();
  const loginId = customerLoginId ?? '';

  const fail = (error: unknown, call: 'validate' | 'resend') => {
    const outcome = classifyLoginError(error, call);
    if (outcome.kind === 'locked') return showLocked();
    if (outcome.kind === 'otpExpired') {
      setCustomerLoginId(null);
      return restartLogin(outcome);
    }
    setLoginProblem(outcome);
    if (call === 'validate' && !unanswered(error)) onCodeRefused();
  };

  const validate = useCommand({
    call: (code: string) => validateOtp(client, { securitycode: code, customerportalloginid: loginId }),
    onSuccess: ({ SecurityToken, ExpiresAt }) => {
      storeToken(SecurityToken, ExpiresAt);
      startSessionData(client, loginId);
      finishLoginFlow();
    },
    onError: (error) => {
      console.warn('Login OTP verification failed.');
      fail(error, 'validate');
    },
  });

  const resend = useCommand({
    call: () => resendOtp(client, { CustomerPortalLoginId: loginId }),
    onSuccess: () => {
      setLoginProblem(null);
      onResent();
    },
    onError: (error) => fail(error, 'resend'),
  });

  return { validate, resend };
}
