import { readReceipt, type ReceiptRecord } from './receipt-record';

/** Same-origin tabs of the portal share kept receipts on this channel (never localStorage, a cookie or a URL). */
export const RECEIPT_CHANNEL = 'portal:paynow:receipts';
/** How long a tab waits for another tab's answer before it finalises itself. */
export const PEER_WAIT_MS = 250;

type Message = { type: 'ask'; id: string } | { type: 'receipt'; id: string; record: ReceiptRecord };

let channel: BroadcastChannel | null = null;

/** Starts answering other tabs' questions with this tab's kept receipts (once per page). */
export function answerPeers(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(RECEIPT_CHANNEL);
  channel.addEventListener('message', (event: MessageEvent<Message>) => {
    const message = event.data;
    if (message?.type !== 'ask') return;
    const record = readReceipt(message.id);
    if (record) channel?.postMessage({ type: 'receipt', id: message.id, record } satisfies Message);
  });
  return channel;
}

/** Asks the other open tabs whether one has kept this transaction's receipt; null when none answers in time. */
export function askPeers(id: string, waitMs = PEER_WAIT_MS): Promise<ReceiptRecord | null> {
  const own = answerPeers();
  if (!own) return Promise.resolve(null);
  return new Promise((resolve) => {
    const listener = (event: MessageEvent<Message>) => {
      if (event.data?.type === 'receipt' && event.data.id === id) done(event.data.record);
    };
    const timer = setTimeout(() => done(null), waitMs);
    const done = (record: ReceiptRecord | null) => {
      clearTimeout(timer);
      own.removeEventListener('message', listener);
      resolve(record);
    };
    own.addEventListener('message', listener);
    own.postMessage({ type: 'ask', id } satisfies Message);
  });
}

/** Runs `work` holding a lock every tab of the browser shares (Web Locks), so two tabs never finalise together. */
export function withTransactionLock<T>(id: string, work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(`portal:paynow:finalise:${id}`, work) : work();
}

/** For tests: forget this page's channel. */
export function closePeers(): void {
  channel?.close();
  channel = null;
}
