import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error.ts';
import { fakeClient, json } from '../testing/fake-fetch.ts';
import { completeCollection } from './complete-collection.ts';
import { getRealtimePayments } from './get-realtime-payments.ts';

const params = { clientPolicyNumber: '50010001', ClientPortalLoginId: 'L' };

describe('getRealtimePayments', () => {
  it('returns the payments oldest first as outstanding payments', async () => {
    const { client, calls } = fakeClient(() =>
      json({
        Payments: [
          { TransactionId: 2, RegularCollectionDate: '2026-02-01', Amount: 30 },
          { TransactionId: 1, RegularCollectionDate: '2026-01-01', Amount: 30, CalculatedCollectionDetails: 'Jan' },
        ],
      }),
    );
    const result = await getRealtimePayments(client, params);
    expect(result.outcome).toBe('payments');
    expect(result.outcome === 'payments' && result.payments.map((p) => p.TransactionId)).toEqual([1, 2]);
    expect(calls[0]?.url).toBe('/api/v1/PayNow/getrealtimepayments?clientPolicyNumber=50010001&ClientPortalLoginId=L');
  });

  it.each([
    [204, 'cleared'],
    [467, 'none'],
    [469, 'in-flight'],
    [473, 'pending'],
  ])('turns HTTP %i into the %s outcome', async (status, outcome) => {
    const { client } = fakeClient(() => new Response(null, { status }));
    expect(await getRealtimePayments(client, params)).toEqual({ outcome, httpStatus: status });
  });

  it('raises other non-OK answers and keeps a network failure at status 0 (not 503)', async () => {
    await expect(getRealtimePayments(fakeClient(() => json({}, 500)).client, params)).rejects.toMatchObject({ httpStatus: 500 });
    const error = await getRealtimePayments(fakeClient(() => Promise.reject(new TypeError('x'))).client, params).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ httpStatus: 0, kind: 'network' });
  });
});

describe('completeCollection', () => {
  it('sends the fixed loopback client IP and keeps a network failure at status 0', async () => {
    const receipt = {
      ReceiptReference: 'R1',
      CardHolderName: 'A',
      CardScheme: 'Visa',
      CardSuffix: '1111',
      Amount: 60,
      PolicyNumber: '50010001',
    };
    const { client, calls } = fakeClient(() => json(receipt));
    const body = {
      ClientPortalLoginId: 'L',
      ClientPolicyNumber: '50010001',
      TransactionIdentifier: 'TX1',
      Payments: [{ TransactionId: 1 }],
    };
    expect(await completeCollection(client, body)).toEqual(receipt);
    expect(calls[0]?.body).toEqual({ ...body, ClientIPAddress: '127.0.0.1' });
    const failing = fakeClient(() => Promise.reject(new TypeError('Failed to fetch'))).client;
    await expect(completeCollection(failing, body)).rejects.toMatchObject({ httpStatus: 0, kind: 'network' });
  });
});
