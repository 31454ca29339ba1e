import type { TFunction } from 'i18next';
import { formatCardExpiry } from '@portal/config';
import type { PolicyDetail } from '@portal/core-api';
import { PAYMENT_METHOD } from '../data/policy-model';
import type { DetailRow } from '../shared/detail-list';

/** Section 9: the last digits of an account or card number. */
export const lastDigits = (account: string | null | undefined, n = 3) => (account ?? '').replace(/\D/g, '').slice(-n);

/** The rows that describe how a policy is paid (section 9): card, direct debit ('Bank account') or cheque. */
export function paymentMethodRows(
  detail: PolicyDetail,
  t: TFunction<['policies', 'common']>,
  bankCodeLabel: string,
): DetailRow[] {
  const summary = detail.PolicySummary;
  switch (detail.PaymentMethod.PaymentMethodId) {
    case PAYMENT_METHOD.card: {
      const suffix = summary.CreditCardNumberSuffix || lastDigits(summary.CreditCardNumber, 4);
      const expiry = formatCardExpiry(summary.CCExpiry);
      return [
        {
          label: t('paymentMethod'),
          value: (
            <>
              {t('card', { suffix })}
              <br />
              {t('common:expiryDate', { date: expiry ?? t('common:notAvailable') })}
            </>
          ),
        },
      ];
    }
    case PAYMENT_METHOD.directDebit:
      return [
        { label: t('paymentMethod'), value: t('bankAccount') },
        { label: t('accountName'), value: summary.BankAccountName ?? '' },
        ...(summary.BankAccountBsb ? [{ label: bankCodeLabel, value: summary.BankAccountBsb }] : []),
        { label: t('accountNumberLabel'), value: t('accountNumber', { digits: lastDigits(summary.BankAccountNumber) }) },
      ];
    default:
      return [{ label: t('paymentMethod'), value: t('cheque') }];
  }
}
