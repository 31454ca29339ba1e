import styled from 'styled-components';
import { useConfiguredText, useRegionalConfig } from '@portal/config';
import { Banner, Button, Stack } from '@portal/ui-kit';
import { restartLogin } from '../login/login-flow-store';
import { setCustomerLoginId } from '@portal/session';
import { useAuthTranslation } from '../use-auth-translation';

const StyledLocked = styled(Stack).attrs({ $gap: 5, $align: 'start' })``;

/** Section 8, 403: the region's account-locked message and only 'Return to Log In'. */
export function LockedNotice() {
  const { t } = useAuthTranslation();
  const fill = useConfiguredText();
  const { regionalisation } = useRegionalConfig();
  const returnToLogin = () => {
    setCustomerLoginId(null);
    restartLogin();
  };
  return (
    <StyledLocked>
      <Banner tone="error">{fill(regionalisation.accountLockMessage)}</Banner>
      <Button variant="primary" onClick={returnToLogin}>
        {t('code.locked')}
      </Button>
    </StyledLocked>
  );
}
