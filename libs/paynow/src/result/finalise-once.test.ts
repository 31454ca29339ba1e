import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@portal/core-api';
import { FinaliseUnconfirmedError, finaliseOnce, type FinaliseInput } from './finalise-once';
import { closePeers, RECEIPT_CHANNEL } from './receipt-peers';
import { isFinalising, markFinalising, readReceipt, saveReceipt, type ReceiptRecord } from './receipt-record';

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

  it('keeps what it was given with the receipt and the time it was paid', async () => {
    const { client, release } = fakeClient();
    release();
    const kept = await finaliseOnce(client, input('TXN-4'));
    expect(kept).toEqual({ ...input('TXN-4').record, receipt, paidAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    expect(readReceipt('TXN-4')).toEqual(kept);
    expect(isFinalising('TXN-4')).toBe(false);
  });

  it('does not repeat a call an earlier load started but never saw answered', async () => {
    markFinalising('TXN-5', true);
    const { client, fetch } = fakeClient();
    await expect(finaliseOnce(client, input('TXN-5'))).rejects.toBeInstanceOf(FinaliseUnconfirmedError);
    expect(fetch).not.toHaveBeenCalled();
    markFinalising('TXN-5', false);
  });

  it('may try a failed call again', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify({ Message: 'declined' }), { status: 500 }))
      .mockResolvedValueOnce(new Response(JSON.stringify(receipt), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    const client = createApiClient({ baseUrl: 'http://api.test', countryId: 13, requestSource: 'test', getToken: () => 't', fetch });
    await expect(finaliseOnce(client, input('TXN-6'))).rejects.toMatchObject({ httpStatus: 500 });
    expect(isFinalising('TXN-6')).toBe(false);
    expect((await finaliseOnce(client, input('TXN-6'))).receipt).toEqual(receipt);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
