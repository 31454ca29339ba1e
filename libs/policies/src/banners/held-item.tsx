import styled from 'styled-components';
import { useRegionalConfig } from '@portal/config';
import { formatMoney, formatShortDate } from '@portal/i18n';
import { space, themeColor } from '@portal/ui-kit';
import type { PolicyRecord } from '@portal/policy-data';
import { usePoliciesTranslation } from '../use-policies-translation';
import { StyledFinalLine, StyledItem, StyledLapseLine, StyledSummary } from './overdue-item';

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

/** A stand-in amount of a typical width, where the check's total will be. */
const PLACEHOLDER_TOTAL = 888.88;

/**
 * The overdue banner's row for a policy whose check has not answered: the text it will most likely show (two
 * payments, a stand-in total, the lapse warning and final-opportunity lines its detail calls for) drawn as bars, and
 * the pay button's place, so that the answer fills the row in place instead of pushing the cards below it. Hidden from
 * assistive technology: the banner says it is still checking.
 */
export function HeldItem({ policy, variant }: { policy: PolicyRecord; variant: 'A' | 'B' }) {
  const { t } = usePoliciesTranslation();
  const { payNow } = useRegionalConfig().regionalisation;
  const total = formatMoney(PLACEHOLDER_TOTAL);
  const lapseDate = formatShortDate(policy.detail?.PolicyAmountOwed?.EstimatedLapseDate);
  return (
    <StyledItem as="li" aria-hidden data-held="">
      <StyledSummary>
        <StyledBars>
          {t('overdueSummary', {
            productName: policy.productName || t('unnamedProduct'),
            policyNumber: policy.policyNumber,
            count: 2,
            total,
          })}
        </StyledBars>
      </StyledSummary>
      {variant === 'B' ? (
        <StyledLapseLine>
          <StyledBars>{lapseDate ? t('lapseWarning', { date: lapseDate }) : t('lapseWarningNoDate')}</StyledBars>
        </StyledLapseLine>
      ) : null}
      {policy.extendedDishonour ? (
        <StyledFinalLine>
          <StyledBars>{t('finalOpportunity', { total })}</StyledBars>
        </StyledFinalLine>
      ) : null}
      <StyledButtonBar>{payNow.payNowButtonText}</StyledButtonBar>
    </StyledItem>
  );
}
