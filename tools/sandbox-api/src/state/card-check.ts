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

export type BankInput = {
  accountName: string;
  region: string;
  accountNumber: string;
  /** AU: the BSB. */
  bsb?: string | null;
  /** NZ: bank (2 digits), branch (4) and suffix (2 or 3) around the account number (7). */
  bankCode?: string | null;
  branchCode?: string | null;
  suffix?: string | null;
  /** CA: transit (5 digits) and institution (3) numbers; the account number 7 to 12 digits. */
  transitNumber?: string | null;
  institutionNumber?: string | null;
};

const digits = (value: string | null | undefined, pattern: RegExp) => pattern.test((value ?? '').trim());

/** The bank account fields of each country, checked as the gateway does (AU BSB, NZ bank-branch-account-suffix, CA transit and institution). */
export const checkBank = (bank: BankInput): FieldErrors => {
  const errors: FieldErrors = {};
  if (bank.accountName.trim() === '') errors.accountName = 'Enter the account name';
  if (bank.region === 'NZ') {
    if (!digits(bank.bankCode, /^\d{2}$/)) errors.bankCode = 'Enter the 2 digit bank number';
    if (!digits(bank.branchCode, /^\d{4}$/)) errors.branchCode = 'Enter the 4 digit branch number';
    if (!digits(bank.accountNumber, /^\d{7}$/)) errors.accountNumber = 'Enter the 7 digit account number';
    if (!digits(bank.suffix, /^\d{2,3}$/)) errors.suffix = 'Enter the 2 or 3 digit suffix';
  } else if (bank.region === 'CA') {
    if (!digits(bank.transitNumber, /^\d{5}$/)) errors.transitNumber = 'Enter the 5 digit transit number';
    if (!digits(bank.institutionNumber, /^\d{3}$/)) errors.institutionNumber = 'Enter the 3 digit institution number';
    if (!digits(bank.accountNumber, /^\d{7,12}$/)) errors.accountNumber = 'Enter an account number of 7 to 12 digits';
  } else {
    if (!/^\d{3}-?\d{3}$/.test((bank.bsb ?? '').trim())) errors.bsb = 'Enter a 6 digit BSB';
    if (!digits(bank.accountNumber, /^\d{6,10}$/)) errors.accountNumber = 'Enter an account number of 6 to 10 digits';
  }
  return errors;
};

/** What the policy stores: BankAccountBsb (AU BSB, CA transit-institution) and BankAccountNumber (NZ in full). */
export const storedBank = (bank: BankInput): { name: string; bsb: string | null; number: string } => {
  const t = (v: string | null | undefined) => (v ?? '').trim();
  if (bank.region === 'NZ')
    return {
      name: t(bank.accountName),
      bsb: null,
      number: `${t(bank.bankCode)}-${t(bank.branchCode)}-${t(bank.accountNumber)}-${t(bank.suffix)}`,
    };
  if (bank.region === 'CA')
    return { name: t(bank.accountName), bsb: `${t(bank.transitNumber)}-${t(bank.institutionNumber)}`, number: t(bank.accountNumber) };
  return { name: t(bank.accountName), bsb: t(bank.bsb).replace(/^(\d{3})-?(\d{3})$/, '$1-$2'), number: t(bank.accountNumber) };
};

/** 'MM-YY' as the policy stores it. */
export const toCCExpiry = (month: string, year: string): string =>
  `${month.padStart(2, '0')}-${String(Number(year) % 100).padStart(2, '0')}`;
