import { Link } from 'react-router';
import { usePoliciesTranslation } from '../use-policies-translation';
import styled from 'styled-components';
import { useRegionalConfig } from '@portal/config';
import { MoneyText, formatMoney, formatShortDate } from '@portal/i18n';
import { ButtonLink, Stack } from '@portal/ui-kit';
import type { PolicyRecord } from '@portal/policy-data';
import { portalPaths } from '@portal/session';
import { RESERVE, ReservedLine } from './reserved-line';

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
  /** The banner held a row for it while its check ran (HeldItem): it keeps that row's room, so nothing moves. */
  keepsHeldRoom?: boolean;
};

/** One policy in the overdue banner: count, total and name, then Pay now (or 'Processing overdue payment'). */
export function OverdueItem({ policy, variant, keepsHeldRoom = false }: OverdueItemProps) {
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
  const reserved = formatMoney(RESERVE.total);
  const room = (text: string) => (keepsHeldRoom ? <MoneyText text={text} amounts={[reserved]} /> : null);
  const lapseDate = formatShortDate(overdue.estimatedLapseDate);
  // Only the count and total differ from a held row (the lapse date is the detail's in both): their lines keep its room.
  return (
    <StyledItem as="li">
      <ReservedLine reserve={room(t('overdueSummary', { ...names, count: RESERVE.count, total: reserved }))}>
        <MoneyText text={t('overdueSummary', { ...names, count: overdue.count, total })} amounts={[total]} />
      </ReservedLine>
      {variant === 'B' ? <p>{lapseDate ? t('lapseWarning', { date: lapseDate }) : t('lapseWarningNoDate')}</p> : null}
      {policy.extendedDishonour ? (
        <ReservedLine reserve={room(t('finalOpportunity', { total: reserved }))}>
          <MoneyText text={t('finalOpportunity', { total })} amounts={[total]} />
        </ReservedLine>
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
