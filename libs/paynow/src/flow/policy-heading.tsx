import type { PolicyRecord } from '@portal/policy-data';
import { usePaynowTranslation } from '../use-paynow-translation';

/** The product and policy number under the page heading (the number alone when the answer carried no product name). */
export function PolicyLine({ policy }: { policy: PolicyRecord }) {
  const { t } = usePaynowTranslation();
  const { productName, policyNumber } = policy;
  return <p>{productName ? t('common:policyLine', { productName, policyNumber }) : t('common:policyNumberLine', { policyNumber })}</p>;
}
