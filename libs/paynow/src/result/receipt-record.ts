import type { Receipt } from '@portal/core-api';
import { registerSessionReset } from '@portal/session';

/** What the result page shows for one gateway transaction, kept so that it is finalised at most once. */
export type ReceiptRecord = {
  receipt: Receipt;
  policyNumber: string;
  /** When the receipt came back (ISO time): the payment time. */
  paidAt: string;
  /** How many payments were paid, of how many overdue (partial versus full payment). */
  paidCount: number;
  overdueCount: number;
  /** 'YYYY-MM-DD' of the next regular payment, or null. */
  nextPaymentDate: string | null;
  /** The policy is paid by cheque: the date is the next due date. */
  cheque: boolean;
};

const PREFIX = 'portal:paynow:';
const receiptKey = (transactionId: string) => `${PREFIX}receipt:${transactionId}`;
const inFlightKey = (transactionId: string) => `${PREFIX}finalising:${transactionId}`;

const read = (key: string): string | null => {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
};
const write = (key: string, value: string | null) => {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the in-memory guard still holds for this page.
  }
};

export function readReceipt(transactionId: string): ReceiptRecord | null {
  const raw = read(receiptKey(transactionId));
  if (!raw) return null;
  try {
    return JSON.parse(raw) as ReceiptRecord;
  } catch {
    return null;
  }
}

export const saveReceipt = (transactionId: string, record: ReceiptRecord) => write(receiptKey(transactionId), JSON.stringify(record));

/** A finalise call was started for this transaction and its answer has not been kept (yet). */
export const isFinalising = (transactionId: string) => read(inFlightKey(transactionId)) !== null;
export const markFinalising = (transactionId: string, on: boolean) =>
  write(inFlightKey(transactionId), on ? new Date().toISOString() : null);

/** Every Pay Now key: cleared when the session ends (logout, 401, timeout). */
export function clearReceipts(): void {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

registerSessionReset(clearReceipts);
