import type { TFunction } from 'i18next';
import { formatCardExpiry } from '@portal/config';
import type { PolicyDetail } from '@portal/core-api';
import { PAYMENT_METHOD } from '@portal/policies';

const lastDigits = (value: string | null | undefined, n: number) => (value ?? '').replace(/\D/g, '').slice(-n);

/** Section 9's payment display: 'Card **** *suffix' with 'Expiry date: MM/YYYY'; 'Bank account' with 'Account ***123'. */
export function paymentMethodText(detail: PolicyDetail, t: TFunction<['paymentUpdate', 'common']>): [string, string] {
  const s = detail.PolicySummary;
  if (detail.PaymentMethod.PaymentMethodId === PAYMENT_METHOD.card) {
    const suffix = s.CreditCardNumberSuffix || lastDigits(s.CreditCardNumber, 4);
    return [t('card', { suffix }), t('common:expiryDate', { date: formatCardExpiry(s.CCExpiry) ?? t('common:notAvailable') })];
  }
  return [t('bankAccount'), t('accountNumber', { digits: lastDigits(s.BankAccountNumber, 3) })];
}
