import { describe, expect, it } from 'vitest';
import { apiPaths, createApiClient } from '@portal/core-api';
import { loadOutstandingPayments } from './load-outstanding-payments';

type Answers = { realtime: unknown[]; missed: unknown[]; overrides: unknown[]; realtimeStatus?: number };

/** The calls the client made, as path and query. */
let calls: string[] = [];

/** A client whose three payment calls answer the given lists (what section 7's calls would carry). */
const clientAnswering = (answers: Answers) =>
  createApiClient({
    countryId: 13,
    requestSource: 'CustomerPortalWeb',
    getToken: () => 'token',
    baseUrl: 'https://api.test',
    fetch: async (input) => {
      const url = new URL(String(input));
      const path = url.pathname;
      calls.push(
        `${path}?${[...url.searchParams.keys()]
          .sort()
          .map((k) => `${k}=${url.searchParams.get(k)}`)
          .join('&')}`,
      );
      if (path === apiPaths.getRealtimePayments) {
        if (answers.realtimeStatus) return new Response(null, { status: answers.realtimeStatus });
        return Response.json({ Payments: answers.realtime });
      }
      if (path === apiPaths.getMissedRegularCollections) return Response.json({ MissedRegularCollectionsList: answers.missed });
      return Response.json({ OutstandingPaymentOverridesList: answers.overrides });
    },
  });

const realtime = (TransactionId: number, RegularCollectionDate: string, Amount: number, PaymentOverrideId: number | null = null) => ({
  TransactionId,
  RegularCollectionDate,
  Amount,
  PaymentOverrideId,
});
const missed = (RegularCollectionDate: string, RegularCollectionAmount: number, TransactionId?: number) => ({
  RegularCollectionDate,
  RegularCollectionAmount,
  ...(TransactionId === undefined ? {} : { TransactionId }),
});

const check = (answers: Answers, params: Partial<Parameters<typeof loadOutstandingPayments>[1]> = {}) => {
  calls = [];
  return loadOutstandingPayments(clientAnswering(answers), {
    policyNumber: 'P1',
    customerLoginId: 'L1',
    extendedDishonour: true,
    ...params,
  });
};
const rows = (payments: { TransactionId: number | null; RegularCollectionDate: string; Amount: number }[]) =>
  payments.map((p) => [p.TransactionId, p.RegularCollectionDate, p.Amount]);
const load = async (answers: Answers) => rows((await check(answers)).payments);

describe('loadOutstandingPayments in extended dishonour: every debt once', () => {
  it('adds missed collections and overrides the realtime list does not name, oldest first', async () => {
    expect(
      await load({
        realtime: [realtime(7, '2026-03-01', 30)],
        missed: [missed('2026-01-01', 10), missed('2026-02-01', 20)],
        overrides: [{ QueuedTransactionId: 8, CollectionDate: '2026-01-15', OverrideAmount: 5, PaymentOverrideId: 81 }],
      }),
    ).toEqual([
      [null, '2026-01-01', 10],
      [8, '2026-01-15', 5],
      [null, '2026-02-01', 20],
      [7, '2026-03-01', 30],
    ]);
  });

  it('takes an item the realtime list names by transaction or override id as that item', async () => {
    expect(
      await load({
        realtime: [realtime(1, '2026-01-01', 10), realtime(2, '2026-02-01', 5, 91)],
        missed: [missed('2026-01-01', 10, 1)],
        overrides: [{ DishonourTransactionId: 99, OverrideDate: '2026-02-01', OverrideAmount: 5, PaymentOverrideId: 91 }],
      }),
    ).toEqual([
      [1, '2026-01-01', 10],
      [2, '2026-02-01', 5],
    ]);
  });

  it('takes a missed collection without an id as the realtime item of its date and amount, one for one', async () => {
    expect(
      await load({
        realtime: [realtime(1, '2026-01-01', 10)],
        missed: [missed('2026-01-01', 10), missed('2026-01-01', 10), missed('2026-01-01', 10.01)],
        overrides: [],
      }),
    ).toEqual([
      [1, '2026-01-01', 10],
      [null, '2026-01-01', 10],
      [null, '2026-01-01', 10.01],
    ]);
  });

  it('never lets a realtime item already named by id stand for a missed collection without one', async () => {
    expect(
      await load({
        realtime: [realtime(1, '2026-01-01', 10)],
        missed: [missed('2026-01-01', 10, 1), missed('2026-01-01', 10)],
        overrides: [],
      }),
    ).toEqual([
      [1, '2026-01-01', 10],
      [null, '2026-01-01', 10],
    ]);
  });

  it('tells a debt apart by id, override id and amount: none of them alone makes two debts one', async () => {
    expect(
      await load({
        realtime: [realtime(1, '2026-01-01', 10, 91), realtime(2, '2026-02-01', 10)],
        // Id 1 again (another amount): the realtime item. Another override id: another debt. A missed collection on
        // the realtime item's date and amount, while that item is already named by id: another debt. Twice the amount
        // on a realtime item's date: another debt.
        missed: [missed('2026-01-01', 11, 1), missed('2026-01-01', 10), missed('2026-02-01', 20)],
        overrides: [{ OverrideDate: '2026-03-01', OverrideAmount: 5, PaymentOverrideId: 92 }],
      }),
    ).toEqual([
      [1, '2026-01-01', 10],
      [null, '2026-01-01', 10],
      [2, '2026-02-01', 10],
      [null, '2026-02-01', 20],
      [null, '2026-03-01', 5],
    ]);
  });

  it('asks for all three lists of the policy and the customer, and only the realtime list outside extended dishonour', async () => {
    const answers = { realtime: [realtime(1, '2026-01-01', 10)], missed: [missed('2026-02-01', 20)], overrides: [] };
    expect(await check(answers)).toMatchObject({ outcome: 'payments', pending: false });
    expect(calls.sort()).toEqual([
      `${apiPaths.getRealtimePayments}?ClientPortalLoginId=L1&clientPolicyNumber=P1`,
      `${apiPaths.getMissedRegularCollections}?calculationEndDate=&calculationStartDate=&clientPolicyNumber=P1&clientPortalLoginId=L1`,
      `${apiPaths.getOutstandingPaymentOverrides}?clientPolicyNumber=P1&clientPortalLoginId=L1`,
    ]);
    expect(rows((await check(answers, { extendedDishonour: false })).payments)).toEqual([[1, '2026-01-01', 10]]);
    expect(calls).toEqual([`${apiPaths.getRealtimePayments}?ClientPortalLoginId=L1&clientPolicyNumber=P1`]);
  });
});

describe('loadOutstandingPayments: the special answers of section 4', () => {
  const previous = { outcome: 'payments' as const, payments: [], pending: false };
  const extra = { realtime: [], missed: [missed('2026-01-01', 10)], overrides: [] };
  const kept = {
    ...previous,
    payments: [
      {
        TransactionId: 7,
        RegularCollectionDate: '2026-01-01',
        sortDate: 0,
        Amount: 3,
        CalculatedCollectionDetails: null,
        PaymentOverrideId: null,
      },
    ],
  };

  it('204: nothing owed on the realtime list, pending cleared; extended dishonour still owes its own lists', async () => {
    const result = await check({ ...extra, realtimeStatus: 204 }, { wasPending: true });
    expect([result.outcome, result.pending, rows(result.payments)]).toEqual(['cleared', false, [[null, '2026-01-01', 10]]]);
  });

  it('467: nothing owed on the realtime list, pending kept as it was', async () => {
    for (const wasPending of [true, false]) {
      const result = await check({ ...extra, realtimeStatus: 467 }, { wasPending });
      expect([result.outcome, result.pending, rows(result.payments)]).toEqual(['none', wasPending, [[null, '2026-01-01', 10]]]);
    }
    expect((await check({ ...extra, realtimeStatus: 467 })).pending).toBe(false);
  });

  it('469: a transaction in flight changes nothing (the previous list and pending flag, none at first)', async () => {
    const result = await check({ ...extra, realtimeStatus: 469 }, { previous: kept, wasPending: true });
    expect([result.outcome, result.pending, rows(result.payments)]).toEqual(['in-flight', true, [[7, '2026-01-01', 3]]]);
    const first = await check({ ...extra, realtimeStatus: 469 });
    expect([first.payments, first.pending]).toEqual([[], false]);
  });

  it('473: a payment pending, the previous list kept (none at first)', async () => {
    const result = await check({ ...extra, realtimeStatus: 473 }, { previous: kept });
    expect([result.outcome, result.pending, rows(result.payments)]).toEqual(['pending', true, [[7, '2026-01-01', 3]]]);
    expect((await check({ ...extra, realtimeStatus: 473 })).payments).toEqual([]);
  });
});
