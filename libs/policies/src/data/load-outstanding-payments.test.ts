import { describe, expect, it } from 'vitest';
import { apiPaths, createApiClient } from '@portal/core-api';
import { loadOutstandingPayments } from './load-outstanding-payments';

type Answers = { realtime: unknown[]; missed: unknown[]; overrides: unknown[] };

/** A client whose three payment calls answer the given lists (what section 7's calls would carry). */
const clientAnswering = (answers: Answers) =>
  createApiClient({
    countryId: 13,
    requestSource: 'CustomerPortalWeb',
    getToken: () => 'token',
    baseUrl: 'https://api.test',
    fetch: async (input) => {
      const path = new URL(String(input)).pathname;
      if (path === apiPaths.getRealtimePayments) return Response.json({ Payments: answers.realtime });
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

const load = async (answers: Answers) => {
  const check = await loadOutstandingPayments(clientAnswering(answers), {
    policyNumber: 'P1',
    customerLoginId: 'L1',
    extendedDishonour: true,
  });
  return check.payments.map((p) => [p.TransactionId, p.RegularCollectionDate, p.Amount]);
};

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
});
