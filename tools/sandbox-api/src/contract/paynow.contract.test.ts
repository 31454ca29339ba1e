import {
  completeCollection,
  getMissedRegularCollections,
  getOutstandingPaymentOverrides,
  getPaymentControl,
  getPolicyDetail,
  getRealtimePayments,
  mergeOutstandingPayments,
} from '@portal/core-api';
import { apiPaths } from '@portal/core-api/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chargeCard } from '../testing/gateway.ts';
import { startHarness, type Harness, type Session } from '../testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ pendingClearMs: 20_000 });
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const realtime = (s: Session, policy: string) =>
  getRealtimePayments(s.client, { clientPolicyNumber: policy, ClientPortalLoginId: s.loginId });

describe('getrealtimepayments', () => {
  it('answers 200 with the overdue payments, 204 when nothing is owed and 467 for "none, refresh"', async () => {
    const overdue = await h.login('au-overdue');
    const result = await realtime(overdue, '52000201');
    expect(result.outcome).toBe('payments');
    expect(result.outcome === 'payments' && result.payments.map((p) => p.Amount)).toEqual([52.65, 53.5, 54.35]);
    expect(await realtime(overdue, '52000202')).toEqual({ outcome: 'none', httpStatus: 467 });
    const family = await h.login('au-family');
    expect(await realtime(family, '51000101')).toEqual({ outcome: 'cleared', httpStatus: 204 });
  });

  it('answers 469 while a transaction is in flight', async () => {
    const s = await h.login('au-pending');
    expect(await realtime(s, '53000402')).toEqual({ outcome: 'in-flight', httpStatus: 469 });
  });

  it('answers 473 for a pending payment that clears to 204 (policy active again) after pendingClearMs', async () => {
    const s = await h.login('au-pending');
    expect(await realtime(s, '53000401')).toEqual({ outcome: 'pending', httpStatus: 473 });
    h.clock.advance(19_999);
    expect(await realtime(s, '53000401')).toEqual({ outcome: 'pending', httpStatus: 473 });
    h.clock.advance(1);
    expect(await realtime(s, '53000401')).toEqual({ outcome: 'cleared', httpStatus: 204 });
    const detail = await getPolicyDetail(s.client, { PolicyNumber: '53000401', ClientPortalLoginId: s.loginId });
    expect(detail.PolicyStatus.PolicyStatusId).toBe(30);
  });
});

describe('extended dishonour lists', () => {
  it('merge missed collections and overrides into outstanding payments, oldest first', async () => {
    const s = await h.login('au-dishonour');
    const params = { clientPolicyNumber: '52000301', clientPortalLoginId: s.loginId };
    const missed = await getMissedRegularCollections(s.client, params);
    const overrides = await getOutstandingPaymentOverrides(s.client, params);
    expect(missed).toHaveLength(2);
    expect(overrides.map((o) => [o.QueuedTransactionId ?? null, o.DishonourTransactionId ?? null])).toEqual([
      [530101, null],
      [null, 530102],
    ]);
    const merged = mergeOutstandingPayments(missed, overrides);
    expect(merged.map((p) => p.TransactionId)).toEqual([530102, missed[0]!.TransactionId, 530101, missed[1]!.TransactionId]);
    const detail = await getPolicyDetail(s.client, { PolicyNumber: '52000301', ClientPortalLoginId: s.loginId });
    expect(detail.PolicySummary.ExtendedDishonourPeriodStatusId).toBe(1);
  });

  it('filters missed collections by the calculation dates, sent empty when missing', async () => {
    const s = await h.login('au-dishonour');
    const all = await getMissedRegularCollections(s.client, { clientPolicyNumber: '52000301', clientPortalLoginId: s.loginId });
    const later = await getMissedRegularCollections(s.client, {
      clientPolicyNumber: '52000301',
      clientPortalLoginId: s.loginId,
      calculationStartDate: all[1]!.RegularCollectionDate,
    });
    expect(later).toEqual([all[1]]);
  });
});

describe('Pay Now', () => {
  it('pays overdue payments end to end: gateway session, card capture, completecollection, pending then cleared', async () => {
    const s = await h.login('au-overdue');
    const session = await getPaymentControl(s.client, { clientPolicyNumber: '52000201', ClientPortalLoginId: s.loginId });
    expect(session.apiUrl).toBe(`${h.url}/gateway`);
    expect(session.componentUrl).toBe(`${h.url}/gateway/card-capture.js`);
    expect((await fetch(session.componentUrl)).headers.get('Content-Type')).toContain('javascript');
    const charge = await chargeCard(session.apiUrl, session.authToken);
    expect(charge.status).toBe(201);
    const before = await realtime(s, '52000201');
    const payments = before.outcome === 'payments' ? before.payments : [];
    const receipt = await completeCollection(s.client, {
      ClientPortalLoginId: s.loginId,
      ClientPolicyNumber: '52000201',
      TransactionIdentifier: charge.body.transactionIdentifier!,
      Payments: payments.map((p) => ({ TransactionId: p.TransactionId! })),
    });
    expect(receipt).toMatchObject({
      CardHolderName: 'Liam Nguyen',
      CardScheme: 'Visa',
      CardSuffix: '1111',
      Amount: 160.5,
      PolicyNumber: '52000201',
    });
    expect(receipt.ReceiptReference).toMatch(/^RCPT-/);
    expect(await realtime(s, '52000201')).toEqual({ outcome: 'pending', httpStatus: 473 });
    h.clock.advance(20_000);
    expect(await realtime(s, '52000201')).toEqual({ outcome: 'cleared', httpStatus: 204 });
  });

  it('pays an extended-dishonour policy with the full payment objects', async () => {
    const s = await h.login('au-dishonour');
    const params = { clientPolicyNumber: '52000302', clientPortalLoginId: s.loginId };
    const merged = mergeOutstandingPayments(
      await getMissedRegularCollections(s.client, params),
      await getOutstandingPaymentOverrides(s.client, params),
    );
    const session = await getPaymentControl(s.client, { clientPolicyNumber: '52000302', ClientPortalLoginId: s.loginId });
    const charge = await chargeCard(session.apiUrl, session.authToken, {
      cardNumber: '5555555555554444',
      cardHolderName: 'Priya Raman',
      expiryMonth: '01',
      expiryYear: '40',
      cvc: '999',
    });
    const receipt = await completeCollection(s.client, {
      ClientPortalLoginId: s.loginId,
      ClientPolicyNumber: '52000302',
      TransactionIdentifier: charge.body.transactionIdentifier!,
      Payments: merged,
    });
    expect(receipt).toMatchObject({ CardScheme: 'Mastercard', CardSuffix: '4444', Amount: 37.5 });
  });

  it('pays a literal extended-dishonour policy: missed collections without any id, named by date and amount', async () => {
    const s = await h.login('au-literal');
    const ids = { clientPolicyNumber: '51011901', clientPortalLoginId: s.loginId };
    const missed = await getMissedRegularCollections(s.client, ids);
    expect(missed).toHaveLength(2);
    expect(missed.every((m) => !('TransactionId' in m))).toBe(true);
    const overrides = await getOutstandingPaymentOverrides(s.client, ids);
    const before = await realtime(s, '51011901');
    const realtimeItems = before.outcome === 'payments' ? before.payments : [];
    // The realtime list names the override by its id and holds one newer payment of its own: four debts in all.
    expect(realtimeItems.map((p) => p.TransactionId)).toEqual([51011991, realtimeItems[1]!.TransactionId]);
    const all = [...mergeOutstandingPayments(missed, overrides).filter((p) => p.TransactionId === null), ...realtimeItems];
    const cents = all.reduce((sum, p) => sum + Math.round(p.Amount * 100), 0);
    const charge = async () => {
      const session = await getPaymentControl(s.client, { clientPolicyNumber: '51011901', ClientPortalLoginId: s.loginId });
      return (await chargeCard(session.apiUrl, session.authToken)).body.transactionIdentifier!;
    };
    const pay = async (Payments: typeof all) =>
      completeCollection(s.client, {
        ClientPortalLoginId: s.loginId,
        ClientPolicyNumber: '51011901',
        TransactionIdentifier: await charge(),
        Payments,
      });
    // A missed collection named by a date it does not have is no debt of this policy.
    const wrongDate = all.map((p) => (p.TransactionId === null ? { ...p, RegularCollectionDate: '2001-01-01' } : p));
    await expect(pay(wrongDate)).rejects.toMatchObject({ httpStatus: 400 });
    const receipt = await pay(all);
    expect(receipt.Amount).toBe(cents / 100);
    h.clock.advance(20_000);
    expect(await getMissedRegularCollections(s.client, ids)).toEqual([]);
    expect(await realtime(s, '51011901')).toEqual({ outcome: 'cleared', httpStatus: 204 });
  });

  it.each([
    ['au-literal', '51011901'],
    ['nz-literal', '55011901'],
    ['ca-literal', '56011901'],
  ])('%s: the receipt carries its reference, amount and policy number, and no card details', async (persona, policy) => {
    const s = await h.login(persona);
    const ids = { clientPolicyNumber: policy, clientPortalLoginId: s.loginId };
    const merged = mergeOutstandingPayments(
      await getMissedRegularCollections(s.client, ids),
      await getOutstandingPaymentOverrides(s.client, ids),
    );
    const before = await realtime(s, policy);
    const Payments = [...merged.filter((p) => p.TransactionId === null), ...(before.outcome === 'payments' ? before.payments : [])];
    const session = await getPaymentControl(s.client, { clientPolicyNumber: policy, ClientPortalLoginId: s.loginId });
    const charge = await chargeCard(session.apiUrl, session.authToken);
    const answer = await s.client.send({
      method: 'POST',
      path: apiPaths.completeCollection,
      body: {
        ClientPortalLoginId: s.loginId,
        ClientPolicyNumber: policy,
        ClientIPAddress: '127.0.0.1',
        TransactionIdentifier: charge.body.transactionIdentifier!,
        Payments,
      },
    });
    expect(answer.status).toBe(200);
    const cents = Payments.reduce((sum, p) => sum + Math.round(p.Amount * 100), 0);
    // Exactly these fields on the wire: CardHolderName absent, CardScheme and CardSuffix null.
    expect(await answer.json()).toStrictEqual({
      ReceiptReference: expect.stringMatching(/^RCPT-\d+$/) as unknown,
      Amount: cents / 100,
      PolicyNumber: policy,
      CardScheme: null,
      CardSuffix: null,
    });
  });

  it('declines the sandbox decline card and rejects an unknown transaction identifier', async () => {
    const s = await h.login('ca-multi');
    const session = await getPaymentControl(s.client, { clientPolicyNumber: '56001002', ClientPortalLoginId: s.loginId });
    const declined = await chargeCard(session.apiUrl, session.authToken, {
      cardNumber: '4000000000000002',
      cardHolderName: 'C T',
      expiryMonth: '12',
      expiryYear: '39',
      cvc: '123',
    });
    expect(declined.status).toBe(402);
    const invalid = await chargeCard(session.apiUrl, session.authToken, {
      cardNumber: '1234',
      cardHolderName: '',
      expiryMonth: '13',
      expiryYear: '20',
      cvc: 'x',
    });
    expect(invalid.status).toBe(422);
    await expect(
      completeCollection(s.client, {
        ClientPortalLoginId: s.loginId,
        ClientPolicyNumber: '56001002',
        TransactionIdentifier: 'TXN-nope',
        Payments: [{ TransactionId: 1 }],
      }),
    ).rejects.toMatchObject({ httpStatus: 400 });
  });
});
