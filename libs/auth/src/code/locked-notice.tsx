import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useBrand, useConfiguredText, useRegionalConfig } from '@portal/config';
import { setCustomerLoginId } from '@portal/session';
import { Banner, Button, PhoneLinkText, Stack } from '@portal/ui-kit';
import { restartLogin } from '../login/login-flow-store';
import { useAuthTranslation } from '../use-auth-translation';

const StyledLocked = styled(Stack).attrs({ $gap: 5, $align: 'start' })`
  &:focus {
    outline: none;
  }
`;

/**
 * Section 8, 403: the region's account-locked message (its phone a tel: link) and only 'Return to Log In'. Focus
 * moves to the message, so keyboard and screen-reader users start there.
 */
export function LockedNotice() {
  const { t } = useAuthTranslation();
  const fill = useConfiguredText();
  const { phone } = useBrand();
  const { regionalisation } = useRegionalConfig();
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);
  const returnToLogin = () => {
    setCustomerLoginId(null);
    restartLogin();
  };
  return (
    <StyledLocked ref={notice} tabIndex={-1}>
      <Banner tone="error">
        <PhoneLinkText text={fill(regionalisation.accountLockMessage)} phone={phone} />
      </Banner>
      <Button variant="primary" onClick={returnToLogin}>
        {t('code.locked')}
      </Button>
    </StyledLocked>
  );
}
