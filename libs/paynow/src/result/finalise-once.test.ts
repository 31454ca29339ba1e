import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@portal/core-api';
import { finaliseOnce, type FinaliseInput } from './finalise-once';
import { closePeers, RECEIPT_CHANNEL } from './receipt-peers';
import { readReceipt, saveReceipt, type ReceiptRecord } from './receipt-record';

const receipt = {
  ReceiptReference: 'RCPT-7',
  CardHolderName: 'A Customer',
  CardScheme: 'Visa',
  CardSuffix: '1111',
  Amount: 54.35,
  PolicyNumber: '52000201',
};
const input = (id: string): FinaliseInput => ({
  params: {
    ClientPortalLoginId: 'login',
    ClientPolicyNumber: '52000201',
    TransactionIdentifier: id,
    Payments: [{ TransactionId: 520101 }],
  },
  record: { policyNumber: '52000201', paidCount: 1, overdueCount: 3, nextPaymentDate: '2026-12-02', cheque: false },
});
const record: ReceiptRecord = { ...input('x').record, receipt, paidAt: '2026-11-23T09:00:00.000Z' };

/** A client whose completecollection answers after `release()`, counting the calls. */
function fakeClient() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const fetch = vi.fn(async () => {
    await gate;
    return new Response(JSON.stringify(receipt), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return {
    client: createApiClient({ baseUrl: 'http://api.test', countryId: 13, requestSource: 'test', getToken: () => 't', fetch }),
    fetch,
    release,
  };
}

/** Another tab of the same browser on the receipts channel. */
const otherTab = () => new BroadcastChannel(RECEIPT_CHANNEL);
const tabs: BroadcastChannel[] = [];
afterEach(() => {
  tabs.splice(0).forEach((t) => t.close());
  closePeers();
});

describe('finaliseOnce', () => {
  it('makes one call for a double-click, and none once the receipt is kept', async () => {
    const { client, fetch, release } = fakeClient();
    const first = finaliseOnce(client, input('TXN-1'));
    const second = finaliseOnce(client, input('TXN-1'));
    release();
    expect(await first).toEqual(await second);
    expect(readReceipt('TXN-1')?.receipt.ReceiptReference).toBe('RCPT-7');
    await finaliseOnce(client, input('TXN-1'));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('takes the receipt another open tab kept, without calling', async () => {
    const tab = otherTab();
    tabs.push(tab);
    tab.onmessage = (event: MessageEvent<{ type: string; id: string }>) => {
      if (event.data.type === 'ask') tab.postMessage({ type: 'receipt', id: event.data.id, record });
    };
    const { client, fetch } = fakeClient();
    expect((await finaliseOnce(client, input('TXN-2'))).receipt.ReceiptReference).toBe('RCPT-7');
    expect(fetch).not.toHaveBeenCalled();
    expect(readReceipt('TXN-2')).not.toBeNull();
  });

  it('answers another tab’s question with a receipt this tab kept', async () => {
    saveReceipt('TXN-3', record);
    const { client, release } = fakeClient();
    release();
    await finaliseOnce(client, input('TXN-3'));
    const tab = otherTab();
    tabs.push(tab);
    const answer = new Promise<unknown>((resolve) => (tab.onmessage = (event) => resolve(event.data)));
    tab.postMessage({ type: 'ask', id: 'TXN-3' });
    expect(await answer).toEqual({ type: 'receipt', id: 'TXN-3', record });
  });
});
