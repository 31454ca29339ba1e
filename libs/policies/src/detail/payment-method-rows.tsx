import type { TFunction } from 'i18next';
import type { PolicyDetail } from '@portal/core-api';
import { maskedPayment, PAYMENT_METHOD } from '@portal/policy-data';
import type { DetailRow } from '../shared/detail-list';

/** The rows that describe how a policy is paid (section 9): card, direct debit ('Bank account') or cheque. */
export function paymentMethodRows(detail: PolicyDetail, t: TFunction<['policies', 'common']>, bankCodeLabel: string): DetailRow[] {
  const summary = detail.PolicySummary;
  const masked = maskedPayment(summary);
  switch (detail.PaymentMethod.PaymentMethodId) {
    case PAYMENT_METHOD.card: {
      return [
        {
          label: t('common:paymentMethod'),
          value: (
            <>
              {masked.cardSuffix
                ? t('common:card', { suffix: masked.cardSuffix })
                : detail.PaymentMethod.Description?.trim() || t('common:notAvailable')}
              <br />
              {t('common:expiryDate', { date: masked.cardExpiry ?? t('common:notAvailable') })}
            </>
          ),
        },
      ];
    }
    case PAYMENT_METHOD.directDebit:
      return [
        { label: t('common:paymentMethod'), value: t('common:bankAccount') },
        { label: t('accountName'), value: summary.BankAccountName },
        ...(summary.BankAccountBsb ? [{ label: bankCodeLabel, value: summary.BankAccountBsb }] : []),
        { label: t('accountNumberLabel'), value: masked.accountDigits && t('common:accountNumber', { digits: masked.accountDigits }) },
      ];
    case PAYMENT_METHOD.cheque:
      return [{ label: t('common:paymentMethod'), value: t('cheque') }];
    default:
      // A method the answer does not name: its description, else the row is left out.
      return [{ label: t('common:paymentMethod'), value: detail.PaymentMethod.Description }];
  }
}
