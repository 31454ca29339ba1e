import { COUNTRY, useBrand, useConfiguredText, useRegionalConfig } from '@portal/config';
import { Banner, SafeHtml } from '@portal/ui-kit';
import type { LoginProblem } from './login-flow-store';
import { useAuthTranslation } from '../use-auth-translation';

/**
 * Section 8's login messages, announced (role=alert): a wrong code, an expired code, or a general failure (the
 * server's own message when it sent one; else New Zealand's wording, or the configured HTML, sanitised).
 */
export function LoginProblemAlert({ problem }: { problem: LoginProblem }) {
  const { t } = useAuthTranslation();
  const brand = useBrand();
  const { regionalisation } = useRegionalConfig();
  const fill = useConfiguredText();
  let message;
  if (problem.kind === 'invalidOtp') message = fill(regionalisation.invalidOTPMessage);
  else if (problem.kind === 'otpExpired') message = t('login.otpExpired');
  else if (problem.customMessage) message = problem.customMessage;
  else if (brand.countryId === COUNTRY.newZealand) message = t('login.failureNz');
  else message = <SafeHtml html={fill(regionalisation.loginFailureMessage)} />;
  return <Banner tone="error">{message}</Banner>;
}
