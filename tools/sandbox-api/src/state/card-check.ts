/** What the sandbox gateway checks on a card or bank account: the errors by field, none when valid. */
export type FieldErrors = Record<string, string>;

export const DECLINED_CARD = '4000000000000002';

const luhn = (digits: string): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
};

export const cardScheme = (digits: string): 'Visa' | 'Mastercard' | null =>
  /^4/.test(digits) ? 'Visa' : /^(5[1-5]|2[2-7])/.test(digits) ? 'Mastercard' : null;

export type CardInput = { cardNumber: string; cardHolderName: string; expiryMonth: string; expiryYear: string; cvc: string };

export const checkCard = (card: CardInput, nowMs: number): FieldErrors => {
  const errors: FieldErrors = {};
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (card.cardHolderName.trim() === '') errors.cardHolderName = 'Enter the name on the card';
  if (!/^\d{13,19}$/.test(digits) || !luhn(digits)) errors.cardNumber = 'Enter a valid card number';
  else if (!cardScheme(digits)) errors.cardNumber = 'Only Visa and Mastercard are accepted';
  const month = Number(card.expiryMonth);
  const year = 2000 + (Number(card.expiryYear) % 100);
  const now = new Date(nowMs);
  if (!/^\d{1,2}$/.test(card.expiryMonth) || month < 1 || month > 12 || !/^\d{2}(\d{2})?$/.test(card.expiryYear)) {
    errors.expiry = 'Enter the expiry date as MM / YY';
  } else if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
    errors.expiry = 'The card has expired';
  }
  if (!/^\d{3,4}$/.test(card.cvc)) errors.cvc = 'Enter the 3 or 4 digit security code';
  return errors;
};

export type BankInput = { accountName: string; bsb?: string | null; accountNumber: string; region: string };

export const checkBank = (bank: BankInput): FieldErrors => {
  const errors: FieldErrors = {};
  if (bank.accountName.trim() === '') errors.accountName = 'Enter the account name';
  if (bank.region === 'AU' && !/^\d{3}-?\d{3}$/.test(bank.bsb ?? '')) errors.bsb = 'Enter a 6 digit BSB';
  if (!/^[\d-]{6,20}$/.test(bank.accountNumber.trim())) errors.accountNumber = 'Enter a valid account number';
  return errors;
};

/** 'MM-YY' as the policy stores it. */
export const toCCExpiry = (month: string, year: string): string =>
  `${month.padStart(2, '0')}-${String(Number(year) % 100).padStart(2, '0')}`;
