import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { useBrand } from '@portal/config';
import type { PolicyRecord } from '@portal/policy-data';
import { portalPaths } from '@portal/session';
import { Actions, Button, ButtonLink, Stack, TextLink, space, telHref, themeColor } from '@portal/ui-kit';
import { usePaynowTranslation } from '../use-paynow-translation';
import type { PayNowReturn } from './use-finalise-payment';
import { usePaymentsCheck } from './use-payments-check';

const StyledUnknown = styled(Stack).attrs({ as: 'section', $gap: 3, $flush: true })`
  padding: ${space(4)};
  border: 4px solid ${themeColor('border.default')};
  background: ${themeColor('background.surface')};

  h2,
  p {
    margin: 0;
  }
`;

export type PaymentUnknownProps = { policy: PolicyRecord | undefined; policyNumber: string; leg: PayNowReturn };

/**
 * The finalise's outcome is unknown (dropped, timed out, a 5xx, no receipt reference, a reload mid-call): the card may
 * have been charged. Never the failure page's Try Again: the policy's payments check decides what is offered. Still
 * due: a link to start Pay Now again (selection first, never the same card step); processing, received or not
 * confirmed: Back to My Policies. The configured phone is always there.
 */
export function PaymentUnknown({ policy, policyNumber, leg }: PaymentUnknownProps) {
  const { t } = usePaynowTranslation();
  const { phone } = useBrand();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const outcome = usePaymentsCheck(policy, leg);
  useEffect(() => heading.current?.focus(), []);
  return (
    <StyledUnknown aria-labelledby="paynow-unknown-heading" data-testid="paynow-unknown">
      <h2 id="paynow-unknown-heading" ref={heading} tabIndex={-1}>
        {t('unknown.title')}
      </h2>
      <p>{t('unknown.intro')}</p>
      <div role="status" data-testid="paynow-unknown-check" data-outcome={outcome}>
        <p>{t(`unknown.${outcome}`, { phone })}</p>
      </div>
      <p>
        <TextLink href={telHref(phone)}>{t('failure.call', { phone })}</TextLink>
      </p>
      <Actions>
        {outcome === 'due' ? (
          <ButtonLink as={Link} to={portalPaths.payNow(policyNumber)} replace>
            {t('unknown.payNow')}
          </ButtonLink>
        ) : null}
        <Button variant={outcome === 'due' ? 'secondary' : 'primary'} onClick={() => void navigate(portalPaths.dashboard)}>
          {t('common:backToPolicies')}
        </Button>
      </Actions>
    </StyledUnknown>
  );
}
