import type { TFunction } from 'i18next';
import type { PolicyRecord } from '@portal/policy-data';
import { policiesWording } from '../policies-wording';

type StatusNameKey = Extract<keyof typeof policiesWording, `statusName.${string}`>;
const isStatusName = (key: string): key is StatusNameKey => key.startsWith('statusName.') && key in policiesWording;

/**
 * The status shown for a policy: 'Processing Payment' while pending, else the detail's description, else the name
 * of a known status id (an unknown id shows nothing rather than a key).
 */
export function statusText(policy: PolicyRecord, t: TFunction<['policies', 'common']>): string {
  if (policy.pending) return t('processingPayment');
  const key = `statusName.${policy.statusId}`;
  return policy.statusDescription ?? (isStatusName(key) ? t(key) : '');
}
