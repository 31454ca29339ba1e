import { usePoliciesTranslation } from '../use-policies-translation';
import { formatShortDate } from '@portal/i18n';
import type { PolicyDetail } from '@portal/core-api';
import { Card } from '@portal/ui-kit';
import { isActiveStatus, type PolicyRecord } from '@portal/policy-data';
import { DetailList } from '../shared/detail-list';
import { statusText } from '../shared/status-text';
import { personName } from '../shared/shown-values';

export const ownerName = (owner: PolicyDetail['Owner']) => personName(owner.Title, owner.FirstName, owner.Lastname);

export type PolicySummarySectionProps = { policy: PolicyRecord & { detail: PolicyDetail } };

/** Number, owner, status, start (first collection) date, and the end date (inactive) or renewal date. */
export function PolicySummarySection({ policy }: PolicySummarySectionProps) {
  const { t } = usePoliciesTranslation();
  const { detail } = policy;
  const active = isActiveStatus(policy.statusId);
  return (
    <Card title={t('summaryHeading')}>
      <DetailList
        rows={[
          { label: t('common:policyNumber'), value: policy.policyNumber },
          { label: t('owner'), value: ownerName(detail.Owner) },
          { label: t('status'), value: statusText(policy, t) },
          { label: t('startDate'), value: formatShortDate(detail.PolicySummary.FirstCollectionDate) },
          active
            ? { label: t('renewalDate'), value: formatShortDate(detail.PolicySummary.RenewalDate ?? policy.summary.RenewalDate) }
            : { label: t('endDate'), value: formatShortDate(detail.PolicySummary.PolicyTerminationDate) },
        ]}
      />
    </Card>
  );
}
