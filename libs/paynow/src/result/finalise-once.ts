import { completeCollection, type ApiClient, type CompleteCollectionParams } from '@portal/core-api';
import { answerPeers, askPeers, withTransactionLock } from './receipt-peers';
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

async function finalise(client: ApiClient, input: FinaliseInput): Promise<ReceiptRecord> {
  const id = input.params.TransactionIdentifier;
  const kept = readReceipt(id) ?? (await askPeers(id));
  if (kept) {
    saveReceipt(id, kept);
    return kept;
  }
  markFinalising(id, true);
  try {
    const receipt = await completeCollection(client, input.params);
    const record: ReceiptRecord = { ...input.record, receipt, paidAt: new Date().toISOString() };
    saveReceipt(id, record);
    return record;
  } finally {
    markFinalising(id, false);
  }
}

/**
 * completecollection at most once per gateway transaction (docs/architecture.md, Payments and third parties): a receipt kept in this tab
 * (reload, Back) or in another open tab (asked over a BroadcastChannel) is returned without a call; a call in
 * progress in this page is shared (double-click, remount) and one in another tab waits on a shared Web Lock and then
 * gets its receipt; a call an earlier load started but never saw answered is not repeated. A failed call may be
 * tried again.
 */
export function finaliseOnce(client: ApiClient, input: FinaliseInput): Promise<ReceiptRecord> {
  answerPeers();
  const id = input.params.TransactionIdentifier;
  const kept = readReceipt(id);
  if (kept) return Promise.resolve(kept);
  const running = inFlight.get(id);
  if (running) return running;
  if (isFinalising(id)) return Promise.reject(new FinaliseUnconfirmedError(id));
  const call = withTransactionLock(id, () => finalise(client, input)).finally(() => inFlight.delete(id));
  inFlight.set(id, call);
  return call;
}
