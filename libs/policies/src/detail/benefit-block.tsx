import { usePoliciesTranslation } from '../use-policies-translation';
import type { TFunction } from 'i18next';
import styled from 'styled-components';
import { formatShortDate } from '@portal/i18n';
import type { BenefitDetail } from '@portal/core-api';
import { Stack } from '@portal/ui-kit';
import { PRODUCT_TYPE } from '@portal/policy-data';
import { DetailList, type DetailRow } from '../shared/detail-list';
import { SpecialProvisions } from './special-provisions';
import { moneyValue } from '../shared/shown-values';

const StyledBenefit = styled(Stack).attrs({ $gap: 2 })`
  h4 {
    margin: 0;
  }
`;

/** Section 9: the benefit period is shown in years (months / 12). */
export const benefitPeriodYears = (months: number) => Math.round((months / 12) * 100) / 100;

function rowsFor(productTypeId: number | null | undefined, benefit: BenefitDetail, t: TFunction<['policies', 'common']>): DetailRow[] {
  const premium = { label: t('premium'), value: moneyValue(benefit.FrequencyPremiumAmount) };
  const start = { label: t('riskStartDate'), value: formatShortDate(benefit.RiskStartDate) };
  if (productTypeId === PRODUCT_TYPE.incomeProtection) {
    const rows: DetailRow[] = [{ label: t('monthlyBenefit'), value: moneyValue(benefit.CpiSumInsured) }];
    if (benefit.WaitingPeriodInDays != null)
      rows.push({ label: t('waitingPeriod'), value: t('waitingPeriodDays', { count: benefit.WaitingPeriodInDays }) });
    if (benefit.BenefitPeriodInMonths != null)
      rows.push({
        label: t('benefitPeriod'),
        value: t('benefitPeriodYears', { count: benefitPeriodYears(benefit.BenefitPeriodInMonths) }),
      });
    return [...rows, premium, start];
  }
  const rows: DetailRow[] = [{ label: t('sumInsured'), value: moneyValue(benefit.CpiSumInsured) }, premium, start];
  if (productTypeId === PRODUCT_TYPE.funeralWithExpiry)
    rows.push({ label: t('benefitExpiry'), value: formatShortDate(benefit.ExpectedBenefitExpiryDate) });
  return rows;
}

export type BenefitBlockProps = { benefit: BenefitDetail; productTypeId: number | null | undefined };

/** One benefit of a life insured, laid out by product type; exclusions open the Special Provisions dialog. */
export function BenefitBlock({ benefit, productTypeId }: BenefitBlockProps) {
  const { t } = usePoliciesTranslation();
  const exclusions = benefit.BenefitExclusions ?? [];
  const name = benefit.BenefitDescription?.trim() || t('benefit');
  return (
    <StyledBenefit>
      <h4>{name}</h4>
      <DetailList rows={rowsFor(productTypeId, benefit, t)} />
      {exclusions.length > 0 ? <SpecialProvisions benefit={name} exclusions={exclusions} /> : null}
    </StyledBenefit>
  );
}
