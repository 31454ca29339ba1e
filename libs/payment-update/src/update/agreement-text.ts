import type { RegionalConfig } from '@portal/config';
import type { PolicyRecord } from '@portal/policy-data';

/**
 * The configured agreement for the method, with the product name and the payment-frequency description filled in;
 * `unnamed` ('your policy') stands for a product name the answer did not carry.
 */
export function agreementText(
  regional: RegionalConfig,
  policy: PolicyRecord,
  method: 'DD' | 'CC',
  fill: (template: string, values?: Record<string, string>) => string,
  unnamed: string,
): string {
  const { directDebitAgreement, creditCardAgreement } = regional.regionalisation.updatePaymentDetails;
  return fill(method === 'DD' ? directDebitAgreement : creditCardAgreement, {
    productName: policy.productName || unnamed,
    frequency: (policy.detail?.PaymentFrequency?.Description ?? '').toLowerCase(),
  });
}
