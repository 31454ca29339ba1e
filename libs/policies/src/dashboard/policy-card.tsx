import { Link } from 'react-router';
import { usePoliciesTranslation } from '../use-policies-translation';
import styled from 'styled-components';
import { formatShortDate } from '@portal/i18n';
import { ButtonLink, Card, themeColor } from '@portal/ui-kit';
import { isLapsedOrCancelled, type PolicyRecord } from '@portal/policy-data';
import { DetailList } from '../shared/detail-list';
import { statusText } from '../shared/status-text';
import { moneyValue } from '../shared/shown-values';
import { portalPaths } from '@portal/session';

const StyledError = styled.p`
  margin: 0;
  color: ${themeColor('text.error')};
`;

export type PolicyCardProps = { policy: PolicyRecord };

/**
 * One policy on the dashboard: product name, number, status and, unless lapsed or cancelled, cover amount and
 * renewal date. The view-policy link appears once the policy's detail is loaded.
 */
export function PolicyCard({ policy }: PolicyCardProps) {
  const { t } = usePoliciesTranslation();
  const { summary } = policy;
  const showCover = !isLapsedOrCancelled(policy.statusId);
  const footer =
    policy.detailState === 'loaded' ? (
      <ButtonLink
        as={Link}
        to={portalPaths.policy(policy.policyNumber)}
        aria-label={t('viewPolicyLabel', { policyNumber: policy.policyNumber })}
      >
        {t('viewPolicy')}
      </ButtonLink>
    ) : policy.detailState === 'error' ? (
      <StyledError>{t('detailLoadFailed')}</StyledError>
    ) : null;
  return (
    // A group, not a region: fifty policies would otherwise be fifty landmarks, several with the same name.
    <Card title={policy.productName || t('policyTitle', { policyNumber: policy.policyNumber })} footer={footer} role="group">
      <DetailList
        rows={[
          { label: t('common:policyNumber'), value: policy.policyNumber },
          { label: t('status'), value: statusText(policy, t) },
          showCover && { label: t('coverAmount'), value: moneyValue(summary.OwnerMandatoryBenefitSI) },
          showCover && { label: t('renewalDate'), value: formatShortDate(summary.RenewalDate) },
        ]}
      />
    </Card>
  );
}
