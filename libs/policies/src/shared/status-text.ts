import type { TFunction } from 'i18next';
import type { PolicyRecord } from '../data/policy-model';

/** The status shown for a policy: 'Processing Payment' while pending, else the detail's description. */
export function statusText(policy: PolicyRecord, t: TFunction<'policies'>): string {
  if (policy.pending) return t('processingPayment');
  return policy.statusDescription ?? t(`statusName.${policy.statusId}`, { defaultValue: '' });
}
