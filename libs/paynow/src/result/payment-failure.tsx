import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useBrand } from '@portal/config';
import { Actions, Button, Stack, TextLink, space, telHref, themeColor } from '@portal/ui-kit';
import { usePaynowTranslation } from '../use-paynow-translation';
import { portalPaths } from '@portal/session';

const StyledFailure = styled(Stack).attrs({ $gap: 3, $flush: true })`
  padding: ${space(4)};
  border: 4px solid ${themeColor('border.error')};
  background: ${themeColor('background.surface')};
`;

export type PaymentFailureProps = {
  policyNumber: string;
  /** Try Again: back to the start of the flow (default: navigate to /payment/{policy}). */
  onTryAgain?: () => void;
};

/** Spec section 8 'Pay Now failure': the message, the configured help text with the phone, Try Again and Back. */
export function PaymentFailure({ policyNumber, onTryAgain }: PaymentFailureProps) {
  const { t } = usePaynowTranslation();
  const { phone } = useBrand();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const tryAgain = onTryAgain ?? (() => void navigate(portalPaths.payNow(policyNumber), { replace: true }));
  return (
    <StyledFailure role="alert">
      <h2 ref={heading} tabIndex={-1}>
        {t('failure.title')}
      </h2>
      <p>{t('failure.help', { phone })}</p>
      <p>
        <TextLink href={telHref(phone)}>{t('failure.call', { phone })}</TextLink>
      </p>
      <Actions>
        <Button onClick={tryAgain}>{t('tryAgain')}</Button>
        <Button variant="secondary" onClick={() => void navigate(portalPaths.dashboard)}>
          {t('common:backToPolicies')}
        </Button>
      </Actions>
    </StyledFailure>
  );
}
