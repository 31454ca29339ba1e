import { COUNTRY, useBrand, useConfiguredText, useRegionalConfig } from '@portal/config';
import { Banner, SafeHtml } from '@portal/ui-kit';
import type { LoginProblem } from './login-flow-store';
import { useAuthTranslation } from '../use-auth-translation';

/**
 * Section 8's login messages, announced (role=alert): a wrong code, an expired code, or a general failure (New
 * Zealand's wording with the phone for New Zealand brands; else the server's own message when it sent one, or the
 * configured HTML, sanitised).
 */
export function LoginProblemAlert({ problem }: { problem: LoginProblem }) {
  const { t } = useAuthTranslation();
  const brand = useBrand();
  const { regionalisation } = useRegionalConfig();
  const fill = useConfiguredText();
  let message;
  if (problem.kind === 'invalidOtp') message = fill(regionalisation.invalidOTPMessage);
  else if (problem.kind === 'otpExpired') message = t('login.otpExpired');
  // Section 8 gives New Zealand brands their own wording (with the brand's phone), whatever the server said.
  else if (brand.countryId === COUNTRY.newZealand) message = t('login.failureNz', { phone: brand.phone });
  else if (problem.customMessage) message = problem.customMessage;
  else message = <SafeHtml html={fill(regionalisation.loginFailureMessage)} />;
  return <Banner tone="error">{message}</Banner>;
}
