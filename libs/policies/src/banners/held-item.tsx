import styled from 'styled-components';
import { useRegionalConfig } from '@portal/config';
import { MoneyText, formatMoney, formatShortDate } from '@portal/i18n';
import { space, themeColor } from '@portal/ui-kit';
import type { PolicyRecord } from '@portal/policy-data';
import { usePoliciesTranslation } from '../use-policies-translation';
import { StyledItem } from './overdue-item';
import { RESERVE } from './reserved-line';

/** The row's text as it will read, in bars: each line of it a bar of its own length, so the row keeps its height. */
const StyledBars = styled.span`
  color: transparent;
  background: ${themeColor('border.subtle')};
  border-radius: ${({ theme }) => theme.radius.small};
  box-decoration-break: clone;
`;

/** The pay button's box: its metrics (ui-kit's button), drawn as a bar. */
const StyledButtonBar = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: ${space(2)} ${space(5)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.25;
  color: transparent;
  background: ${themeColor('border.subtle')};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.small};
`;

/**
 * The overdue banner's row for a policy whose check has not answered: its text with the count and total the row's
 * room is reserved for (RESERVE; the lapse warning and final-opportunity lines its detail calls for) drawn as bars,
 * and the pay button's place. The row that fills it keeps that text's room (ReservedLine), so the answer moves
 * nothing below it at any width. Hidden from assistive technology: the banner says it is still checking.
 */
export function HeldItem({ policy, variant }: { policy: PolicyRecord; variant: 'A' | 'B' }) {
  const { t } = usePoliciesTranslation();
  const { payNow } = useRegionalConfig().regionalisation;
  const total = formatMoney(RESERVE.total);
  const lapseDate = formatShortDate(policy.detail?.PolicyAmountOwed?.EstimatedLapseDate);
  return (
    <StyledItem as="li" aria-hidden data-held="">
      <p>
        <StyledBars>
          <MoneyText
            text={t('overdueSummary', {
              productName: policy.productName || t('unnamedProduct'),
              policyNumber: policy.policyNumber,
              count: RESERVE.count,
              total,
            })}
            amounts={[total]}
          />
        </StyledBars>
      </p>
      {variant === 'B' ? (
        <p>
          <StyledBars>{lapseDate ? t('lapseWarning', { date: lapseDate }) : t('lapseWarningNoDate')}</StyledBars>
        </p>
      ) : null}
      {policy.extendedDishonour ? (
        <p>
          <StyledBars>
            <MoneyText text={t('finalOpportunity', { total })} amounts={[total]} />
          </StyledBars>
        </p>
      ) : null}
      <StyledButtonBar>{payNow.payNowButtonText}</StyledButtonBar>
    </StyledItem>
  );
}
