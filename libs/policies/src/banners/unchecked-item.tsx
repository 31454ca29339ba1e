import { Button } from '@portal/ui-kit';
import { useRetryPolicyLoad, type PolicyRecord } from '@portal/policy-data';
import { usePoliciesTranslation } from '../use-policies-translation';
import { StyledItem } from './overdue-item';

/** A policy in Payment Overdue whose amount owed could not be loaded: said so, with Try again (the rest stands). */
export function UncheckedItem({ policy }: { policy: PolicyRecord }) {
  const { t } = usePoliciesTranslation();
  const { retry, retrying } = useRetryPolicyLoad(policy);
  return (
    <StyledItem as="li">
      <p>{t('overdueUnknown', { productName: policy.productName || t('unnamedProduct'), policyNumber: policy.policyNumber })}</p>
      <Button
        variant="secondary"
        onClick={retry}
        loading={retrying}
        loadingText={t('overdueRetry')}
        aria-label={t('overdueRetryLabel', { policyNumber: policy.policyNumber })}
      >
        {t('overdueRetry')}
      </Button>
    </StyledItem>
  );
}
