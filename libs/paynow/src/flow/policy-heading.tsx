import type { PolicyRecord } from '@portal/policy-data';
import { usePaynowTranslation } from '../use-paynow-translation';

/** The product and policy number under the page heading. */
export function PolicyLine({ policy }: { policy: PolicyRecord }) {
  const { t } = usePaynowTranslation();
  return <p>{t('common:policyLine', { productName: policy.productName, policyNumber: policy.policyNumber })}</p>;
}
