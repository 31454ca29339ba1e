import styled from 'styled-components';
import type { PolicyDetail } from '@portal/core-api';
import { Pill, space, themeColor } from '@portal/ui-kit';
import { usePaymentUpdateTranslation } from '../use-payment-update-translation';
import { paymentMethodText } from './payment-method-text';

const StyledCurrent = styled.section`
  padding: ${space(4)};
  border: 1px solid ${themeColor('border.subtle')};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${themeColor('background.surface')};

  h2 {
    margin: 0 0 ${space(2)};
    font-size: ${({ theme }) => theme.font.size.h3};
  }
  p {
    margin: 0;
  }
`;

const StyledPill = styled(Pill)`
  margin-inline-start: ${space(2)};
`;

/** The policy's current payment method with its 'current method' label. */
export function CurrentMethod({ detail }: { detail: PolicyDetail }) {
  const { t } = usePaymentUpdateTranslation();
  const [method, line] = paymentMethodText(detail, t);
  return (
    <StyledCurrent aria-labelledby="current-method-heading">
      <h2 id="current-method-heading">{t('currentMethod')}</h2>
      <p>
        {method}
        <StyledPill>{t('currentLabel')}</StyledPill>
      </p>
      <p>{line}</p>
    </StyledCurrent>
  );
}
