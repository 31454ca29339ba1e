import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testRegionalConfig } from '@portal/config/testing';
import { nzConfig } from '../testing/login-fixtures';
import { LoginProblemAlert } from './login-problem-alert';
import { renderWithPortal } from '@portal/testing';

describe('LoginProblemAlert', () => {
  it('renders the configured failure html sanitised, with the phone filled in', () => {
    const regional = {
      ...testRegionalConfig,
      regionalisation: {
        ...testRegionalConfig.regionalisation,
        loginFailureMessage: '<p>Call <a href="tel:1">{phone}</a><img src=x onerror="alert(1)"></p><script>alert(2)</script>',
      },
    };
    renderWithPortal(<LoginProblemAlert problem={{ kind: 'failure' }} />, { brandConfig: { regional } });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Call 1300 000 000');
    expect(alert.querySelector('script')).toBeNull();
    expect(alert.querySelector('[onerror]')).toBeNull();
  });

  it('prefers the server’s own message, except in New Zealand brands, which always get their wording with the phone', () => {
    const { unmount } = renderWithPortal(<LoginProblemAlert problem={{ kind: 'failure', customMessage: 'Busy' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Busy$/);
    unmount();
    renderWithPortal(<LoginProblemAlert problem={{ kind: 'failure', customMessage: 'Busy' }} />, { brandConfig: nzConfig() });
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^The details you have entered do not match any of our records\. .*Alternatively, you can call us on 0800 000 000\.$/,
    );
  });

  it('words a wrong and an expired code', () => {
    const { unmount } = renderWithPortal(<LoginProblemAlert problem={{ kind: 'invalidOtp' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(testRegionalConfig.regionalisation.invalidOTPMessage);
    unmount();
    renderWithPortal(<LoginProblemAlert problem={{ kind: 'otpExpired' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('OTP expired. Please try again.');
  });
});
