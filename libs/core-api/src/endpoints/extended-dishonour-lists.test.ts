import { describe, expect, it } from 'vitest';
import { fakeClient, json } from '../testing/fake-fetch.ts';
import { getMissedRegularCollections } from './get-missed-regular-collections.ts';
import { getOutstandingPaymentOverrides } from './get-outstanding-payment-overrides.ts';

const ids = { clientPolicyNumber: '50010001', clientPortalLoginId: 'L' };

describe('getMissedRegularCollections', () => {
  const missed = {
    TransactionId: 7,
    RegularCollectionDate: '2026-01-01',
    RegularCollectionAmount: 30.5,
    CalculatedCollectionDetails: 'Jan',
  };

  it('asks with the bearer for the policy’s list, the calculation dates empty when missing, and returns it', async () => {
    const { client, calls } = fakeClient(() => json({ MissedRegularCollectionsList: [missed] }));
    expect(await getMissedRegularCollections(client, ids)).toEqual([missed]);
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: '/api/v1/PayNow/missedregularcollections?clientPolicyNumber=50010001&clientPortalLoginId=L&calculationStartDate=&calculationEndDate=',
    });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer secret-token');
    await getMissedRegularCollections(client, { ...ids, calculationStartDate: '2026-01-01', calculationEndDate: '2026-03-31' });
    expect(calls[1]?.url).toContain('calculationStartDate=2026-01-01&calculationEndDate=2026-03-31');
  });

  it('refuses an answer without the list or a row without its date or amount', async () => {
    const answering = (body: unknown) => getMissedRegularCollections(fakeClient(() => json(body)).client, ids);
    await expect(answering({})).rejects.toMatchObject({ kind: 'invalid-response' });
    await expect(answering({ MissedRegularCollectionsList: [{ ...missed, RegularCollectionAmount: '30.50' }] })).rejects.toMatchObject({
      kind: 'invalid-response',
    });
    await expect(answering({ MissedRegularCollectionsList: [{ ...missed, RegularCollectionDate: null }] })).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });
});

describe('getOutstandingPaymentOverrides', () => {
  const override = { QueuedTransactionId: 8, CollectionDate: '2026-02-01', OverrideAmount: 12.25, PaymentOverrideId: 3 };

  it('asks with the bearer for the policy’s overrides and returns them', async () => {
    const { client, calls } = fakeClient(() => json({ OutstandingPaymentOverridesList: [override] }));
    expect(await getOutstandingPaymentOverrides(client, ids)).toEqual([override]);
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: '/api/v1/PayNow/outstandingpaymentoverrides?clientPolicyNumber=50010001&clientPortalLoginId=L',
    });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer secret-token');
  });

  it('refuses an answer without the list or an override without its amount', async () => {
    const answering = (body: unknown) => getOutstandingPaymentOverrides(fakeClient(() => json(body)).client, ids);
    await expect(answering({ MissedRegularCollectionsList: [] })).rejects.toMatchObject({ kind: 'invalid-response' });
    await expect(answering({ OutstandingPaymentOverridesList: [{ ...override, OverrideAmount: null }] })).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });

  const identity = ['TransactionId', 'QueuedTransactionId', 'DishonourTransactionId', 'CollectionDate', 'OverrideDate'] as const;
  const sample = {
    TransactionId: 0,
    QueuedTransactionId: 8,
    DishonourTransactionId: 9,
    CollectionDate: '2026-02-01',
    OverrideDate: '2026-02-03',
  };
  const answering = (...list: unknown[]) =>
    getOutstandingPaymentOverrides(fakeClient(() => json({ OutstandingPaymentOverridesList: list })).client, ids);

  it.each(identity)(
    'reads an override told apart by its %s alone (README "Essential fields"), and one carrying all five',
    async (field) => {
      const alone = { OverrideAmount: 12.25, [field]: sample[field] };
      expect(await answering(alone)).toEqual([alone]);
      const full = { ...sample, OverrideAmount: 12.25, PaymentOverrideId: 3 };
      expect(await answering(full, alone)).toEqual([full, alone]);
    },
  );

  it.each([
    ['null', null, null],
    ['absent', undefined, undefined],
    ['null or blank (the dates)', null, ' '],
  ])(
    'fails (502), not a shorter list, when one override’s ids and dates are all %s: it could not be told from the realtime item',
    async (_loss, id, date) => {
      const lost = Object.fromEntries(identity.map((field) => [field, field.endsWith('Date') ? date : id]));
      await expect(answering(override, { ...lost, OverrideAmount: 5, PaymentOverrideId: 4 })).rejects.toMatchObject({
        httpStatus: 502,
        kind: 'invalid-response',
      });
    },
  );
});
