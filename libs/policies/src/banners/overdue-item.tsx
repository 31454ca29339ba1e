import { Link } from 'react-router';
import { usePoliciesTranslation } from '../use-policies-translation';
import styled, { css } from 'styled-components';
import { useRegionalConfig } from '@portal/config';
import { MoneyText, formatMoney, formatShortDate } from '@portal/i18n';
import { ButtonLink, Stack } from '@portal/ui-kit';
import type { PolicyRecord } from '@portal/policy-data';
import { portalPaths } from '@portal/session';

export const StyledItem = styled(Stack).attrs({ $gap: 2, $align: 'start' })`
  p {
    margin: 0;
  }
`;

/**
 * The lines of a row, each as tall on a phone as its text most often wraps to there, so that a row held while its
 * check runs (HeldItem, whose stand-in count and total read a little longer or shorter) and the row that fills it
 * have one height: the answers then move nothing below them (issue 37). Wider screens need no reserve.
 */
const reserved = (lines: number) => css`
  @media (max-width: ${({ theme }) => theme.layout.narrowBreakpoint}) {
    min-height: ${lines}lh;
  }
`;
export const StyledSummary = styled.p`
  ${reserved(3)}
`;
export const StyledLapseLine = styled.p`
  ${reserved(3)}
`;
export const StyledFinalLine = styled.p`
  ${reserved(4)}
`;

const StyledProcessing = styled.p`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export type OverdueItemProps = {
  policy: PolicyRecord;
  /** Variant B adds the estimated lapse date warning. */
  variant: 'A' | 'B';
};

/** One policy in the overdue banner: count, total and name, then Pay now (or 'Processing overdue payment'). */
export function OverdueItem({ policy, variant }: OverdueItemProps) {
  const { t } = usePoliciesTranslation();
  const { payNow } = useRegionalConfig().regionalisation;
  const names = { productName: policy.productName || t('unnamedProduct'), policyNumber: policy.policyNumber };
  const overdue = policy.overdue;
  if (policy.pending || !overdue) {
    return (
      <StyledItem as="li">
        <p>{t('pendingSummary', names)}</p>
        <StyledProcessing>{t('processingOverdue')}</StyledProcessing>
      </StyledItem>
    );
  }
  const total = formatMoney(overdue.total);
  const lapseDate = formatShortDate(overdue.estimatedLapseDate);
  return (
    <StyledItem as="li">
      <StyledSummary>
        <MoneyText text={t('overdueSummary', { ...names, count: overdue.count, total })} amounts={[total]} />
      </StyledSummary>
      {variant === 'B' ? (
        <StyledLapseLine>{lapseDate ? t('lapseWarning', { date: lapseDate }) : t('lapseWarningNoDate')}</StyledLapseLine>
      ) : null}
      {policy.extendedDishonour ? (
        <StyledFinalLine>
          <MoneyText text={t('finalOpportunity', { total })} amounts={[total]} />
        </StyledFinalLine>
      ) : null}
      <ButtonLink
        as={Link}
        to={portalPaths.payNow(policy.policyNumber)}
        aria-label={t('payNowLabel', { payNow: payNow.payNowButtonText, policyNumber: policy.policyNumber })}
      >
        {payNow.payNowButtonText}
      </ButtonLink>
    </StyledItem>
  );
}
