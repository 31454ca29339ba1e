import type { TFunction } from 'i18next';
import type { PolicyDetail } from '@portal/core-api';
import { maskedPayment, PAYMENT_METHOD } from '@portal/policy-data';

/** Section 9's payment display: 'Card **** *suffix' with 'Expiry date: MM/YYYY'; 'Bank account' with 'Account ***123'. */
export function paymentMethodText(detail: PolicyDetail, t: TFunction<['paymentUpdate', 'common']>): [string, string] {
  const masked = maskedPayment(detail.PolicySummary);
  if (detail.PaymentMethod.PaymentMethodId === PAYMENT_METHOD.card) {
    return [
      t('common:card', { suffix: masked.cardSuffix }),
      t('common:expiryDate', { date: masked.cardExpiry ?? t('common:notAvailable') }),
    ];
  }
  return [t('common:bankAccount'), t('common:accountNumber', { digits: masked.accountDigits })];
}
