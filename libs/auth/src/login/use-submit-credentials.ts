import { customerLogin, toCustomerLoginRequest, type LoginPayload } from '@portal/core-api';
import { stripDashes, useBrand } from '@portal/config';
import { classifyLoginError } from './classify-login-error';
import { toIsoDate } from './date-of-birth-rules';
import { setLoginProblem, showCodeStep, showLocked } from './login-flow-store';
import type { LoginValues } from './login-schema';
import { maskEmail, maskMobile } from './mask-destination';
import { useApiClient, useCommand, setCustomerLoginId } from '@portal/session';

/** Section 3: mobileNumber (dashes removed) or emailAddress, and dob as yyyy-mm-dd. */
export function toLoginPayload(brandId: number, values: LoginValues): LoginPayload {
  const dob = toIsoDate(values.dob);
  return values.channel === 'sms'
    ? { brandId, mobileNumber: stripDashes(values.mobile.trim()), dob }
    : { brandId, emailAddress: values.email.trim(), dob };
}

/**
 * Sends the credentials. Accepted: the login id is kept and the code screen shows where the code went.
 * Refused: 403 locks, anything else is a general failure; `onFailure` resets the bot check.
 */
export function useSubmitCredentials(onFailure: () => void) {
  const client = useApiClient();
  const brand = useBrand();
  const login = useCommand({
    call: (payload: LoginPayload) => customerLogin(client, toCustomerLoginRequest(payload)),
  });

  const submit = (values: LoginValues) => {
    const payload = toLoginPayload(brand.id, values);
    setLoginProblem(null);
    login.mutate(payload, {
      onSuccess: (customerLoginId) => {
        setCustomerLoginId(customerLoginId);
        showCodeStep(payload.mobileNumber ? maskMobile(payload.mobileNumber) : maskEmail(payload.emailAddress ?? ''));
      },
      onError: (error) => {
        console.warn('Login credentials verification failed.');
        const outcome = classifyLoginError(error, 'credentials');
        if (outcome.kind === 'locked') showLocked();
        else setLoginProblem(outcome);
        onFailure();
      },
    });
  };
  return { submit, isPending: login.isPending };
}
