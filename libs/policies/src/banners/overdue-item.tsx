import { Link } from 'react-router';
import { usePoliciesTranslation } from '../use-policies-translation';
import styled from 'styled-components';
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
  const names = { productName: policy.productName, policyNumber: policy.policyNumber };
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
      <p>
        <MoneyText text={t('overdueSummary', { ...names, count: overdue.count, total })} amounts={[total]} />
      </p>
      {variant === 'B' ? <p>{lapseDate ? t('lapseWarning', { date: lapseDate }) : t('lapseWarningNoDate')}</p> : null}
      {policy.extendedDishonour ? (
        <p>
          <MoneyText text={t('finalOpportunity', { total })} amounts={[total]} />
        </p>
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
