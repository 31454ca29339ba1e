import { usePoliciesTranslation } from '../use-policies-translation';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useFeatureFlags, useRegionalConfig } from '@portal/config';
import { daysUntil, formatShortDate, isCardExpiryInvalid } from '@portal/i18n';
import type { PolicyDetail } from '@portal/core-api';
import { Actions, ButtonLink, Card, Pill, TextLink } from '@portal/ui-kit';
import { PAYMENT_METHOD, type PolicyRecord } from '@portal/policy-data';
import { DetailList } from '../shared/detail-list';
import { paymentMethodRows } from './payment-method-rows';
import { moneyValue } from '../shared/shown-values';

const StyledDue = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

/**
 * Section 9: the instalment is the sum of every benefit's premium for the payment frequency; null (not shown) when
 * there is no benefit or one leaves its premium out, as the sum would be wrong.
 */
export const instalmentAmount = (detail: PolicyDetail): number | null => {
  const premiums = detail.LifeInsured.flatMap((life) => life.BenefitDetails).map((b) => b.FrequencyPremiumAmount);
  if (premiums.length === 0 || premiums.some((premium) => premium == null || !Number.isFinite(premium))) return null;
  return premiums.reduce<number>((cents, premium) => cents + Math.round((premium ?? 0) * 100), 0) / 100;
};

export type PaymentDetailsSectionProps = { policy: PolicyRecord & { detail: PolicyDetail } };

/**
 * Instalment, frequency (when the region displays it), next payment date and method. Variant A: an 'Edit
 * details' link; variant B: an 'Update' link with a 'Requires updating' badge for an invalid or past card expiry,
 * and the days until the next collection. Cheque payers are told to call instead.
 */
export function PaymentDetailsSection({ policy }: PaymentDetailsSectionProps) {
  const { t } = usePoliciesTranslation();
  const flags = useFeatureFlags();
  const { regionalisation } = useRegionalConfig();
  const { detail } = policy;
  const summary = detail.PolicySummary;
  const method = detail.PaymentMethod.PaymentMethodId;
  const variantB = flags.paymentUpdateWorkflowType === 'B';
  const days = variantB ? daysUntil(summary.NextCollectionDate) : null;
  const updateTo = `/update/payment/${encodeURIComponent(policy.policyNumber)}`;
  const needsUpdate = method === PAYMENT_METHOD.card && isCardExpiryInvalid(summary.CCExpiry);

  const actions =
    method === PAYMENT_METHOD.cheque ? (
      <p>{t('chequeMessage')}</p>
    ) : variantB ? (
      <>
        <ButtonLink as={Link} to={updateTo} $variant="secondary">
          {t('update')}
        </ButtonLink>
        {needsUpdate ? <Pill>{t('requiresUpdating')}</Pill> : null}
      </>
    ) : (
      <TextLink as={Link} to={updateTo}>
        {t('common:editDetails')}
      </TextLink>
    );

  return (
    <Card title={t('paymentHeading')} footer={<Actions $align="center">{actions}</Actions>}>
      <DetailList
        rows={[
          { label: t('instalment'), value: moneyValue(instalmentAmount(detail)) },
          flags.displayPaymentFrequency && { label: t('frequency'), value: detail.PaymentFrequency?.Description },
          {
            label: t('nextPayment'),
            value: formatShortDate(summary.NextCollectionDate) && (
              <>
                {formatShortDate(summary.NextCollectionDate)}
                {days !== null ? <StyledDue> ({t('common:dueIn', { count: days })})</StyledDue> : null}
              </>
            ),
          },
          ...paymentMethodRows(detail, t, regionalisation.payments.bankCodeLabel),
        ]}
      />
    </Card>
  );
}
