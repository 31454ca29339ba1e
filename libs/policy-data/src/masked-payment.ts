import { formatCardExpiry } from '@portal/i18n';
import type { PolicyDetail } from '@portal/core-api';

/** Section 9: the last digits of an account or card number, nothing else of it. */
const lastDigits = (account: string | null | undefined, n: number) => (account ?? '').replace(/\D/g, '').slice(-n);

/** What section 9 shows of a policy's card or bank account ('Card **** *{cardSuffix}', 'Account ***{accountDigits}'). */
export type MaskedPayment = { cardSuffix: string; cardExpiry: string | null; accountDigits: string };

/**
 * The masked payment details of section 9, for the policy page and payment update alike: the card's suffix as the
 * API gives it (else the card number's last four digits), its expiry as MM/YYYY (null when invalid) and the bank
 * account's last three digits.
 */
export function maskedPayment(summary: PolicyDetail['PolicySummary']): MaskedPayment {
  return {
    cardSuffix: summary.CreditCardNumberSuffix || lastDigits(summary.CreditCardNumber, 4),
    cardExpiry: formatCardExpiry(summary.CCExpiry),
    accountDigits: lastDigits(summary.BankAccountNumber, 3),
  };
}
