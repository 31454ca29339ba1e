import { completeCollection, type ApiClient, type CompleteCollectionParams } from '@portal/core-api';
import { isFinalising, markFinalising, readReceipt, saveReceipt, type ReceiptRecord } from './receipt-record';

export type FinaliseInput = {
  params: CompleteCollectionParams;
  /** Everything of the record but the receipt and its time. */
  record: Omit<ReceiptRecord, 'receipt' | 'paidAt'>;
};

/** The finalise call was started by an earlier load of this page whose answer never arrived (reload mid-call). */
export class FinaliseUnconfirmedError extends Error {
  override readonly name = 'FinaliseUnconfirmedError';
}

const inFlight = new Map<string, Promise<ReceiptRecord>>();

/**
 * completecollection at most once per gateway transaction (DESIGN section 11): a kept receipt is returned without a
 * call (reload, Back, a duplicated tab); a call in progress in this page is shared (double-click, remount); a call
 * an earlier load started but never saw answered is not repeated. A failed call may be tried again.
 */
export function finaliseOnce(client: ApiClient, input: FinaliseInput): Promise<ReceiptRecord> {
  const id = input.params.TransactionIdentifier;
  const kept = readReceipt(id);
  if (kept) return Promise.resolve(kept);
  const running = inFlight.get(id);
  if (running) return running;
  if (isFinalising(id)) return Promise.reject(new FinaliseUnconfirmedError(id));
  markFinalising(id, true);
  const call = completeCollection(client, input.params)
    .then((receipt) => {
      const record: ReceiptRecord = { ...input.record, receipt, paidAt: new Date().toISOString() };
      saveReceipt(id, record);
      return record;
    })
    .finally(() => {
      markFinalising(id, false);
      inFlight.delete(id);
    });
  inFlight.set(id, call);
  return call;
}
