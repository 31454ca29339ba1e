import styled from 'styled-components';
import { CardSchemeMark, Cluster, space, themeColor } from '@portal/ui-kit';
import { usePaymentUpdateTranslation } from '../use-payment-update-translation';

const StyledRow = styled(Cluster)`
  color: ${themeColor('text.success')};
  font-weight: ${({ theme }) => theme.font.weight.bold};

  svg {
    flex: none;
  }
`;

const StyledCards = styled.span`
  display: inline-flex;
  gap: ${space(2)};
  color: ${themeColor('text.default')};
`;

const Lock = () => (
  <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M10 1a5 5 0 0 0-5 5v3H4a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8a1 1 0 0 0-1-1h-1V6a5 5 0 0 0-5-5Zm-3 5a3 3 0 1 1 6 0v3H7V6Zm3 6a1.5 1.5 0 0 1 .75 2.8V16h-1.5v-1.2A1.5 1.5 0 0 1 10 12Z"
    />
  </svg>
);

/** The 'Encrypted and secure' badge and, for a card, the accepted card brands. */
export function SecureBadge({ cards }: { cards: boolean }) {
  const { t } = usePaymentUpdateTranslation();
  return (
    <StyledRow>
      <Lock />
      <span>{t('secure')}</span>
      {cards ? (
        <StyledCards role="img" aria-label={t('cardsAccepted')}>
          <CardSchemeMark scheme="visa" />
          <CardSchemeMark scheme="mastercard" />
        </StyledCards>
      ) : null}
    </StyledRow>
  );
}
