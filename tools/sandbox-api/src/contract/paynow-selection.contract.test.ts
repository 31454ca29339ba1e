import { completeCollection, getPaymentControl, getRealtimePayments } from '@portal/core-api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chargeCard } from '../testing/gateway.ts';
import { startHarness, type Harness, type Session } from '../testing/harness.ts';
import { seededPayments } from '../testing/seeded.ts';

// Sections 5 and 6: a customer pays the oldest outstanding payments first, with no gaps
// (transactionsNotSelectedInOrderMessage). The sandbox refuses any other selection, as the real API would charge it,
// and charges exactly what was selected.
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ pendingClearMs: 20_000 });
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const POLICY = '52000201';
/** The transaction ids getrealtimepayments answers as outstanding, in its order. */
const outstanding = async (s: Session): Promise<(number | null | undefined)[]> => {
  const answer = await getRealtimePayments(s.client, { clientPolicyNumber: POLICY, ClientPortalLoginId: s.loginId });
  return answer.outcome === 'payments' ? answer.payments.map((p) => p.TransactionId) : [];
};
const charged = async (s: Session) => {
  const gateway = await getPaymentControl(s.client, { clientPolicyNumber: POLICY, ClientPortalLoginId: s.loginId });
  return (await chargeCard(gateway.apiUrl, gateway.authToken)).body.transactionIdentifier!;
};
const complete = (s: Session, transaction: string, ids: number[]) =>
  completeCollection(s.client, {
    ClientPortalLoginId: s.loginId,
    ClientPolicyNumber: POLICY,
    TransactionIdentifier: transaction,
    Payments: ids.map((TransactionId) => ({ TransactionId })),
  });

describe('completecollection: which payments it charges', () => {
  it('charges exactly the oldest payments selected, to the cent, and leaves the later ones outstanding', async () => {
    const s = await h.login('au-overdue');
    const [first, second, third] = seededPayments('au-overdue', POLICY);
    expect(await outstanding(s)).toEqual([first!.TransactionId, second!.TransactionId, third!.TransactionId]);
    const receipt = await complete(s, await charged(s), [first!.TransactionId, second!.TransactionId]);
    expect(receipt.Amount).toBe((Math.round(first!.Amount * 100) + Math.round(second!.Amount * 100)) / 100);
    // Each arrear owes a different amount, so the total tells which two were charged.
    expect(receipt.Amount).toBe(106.15);
    h.clock.advance(20_000);
    expect(await outstanding(s)).toEqual([third!.TransactionId]);
  });

  it.each([
    ['a later payment without the oldest', [1]],
    ['a gap (the first and the third)', [0, 2]],
    ['the oldest twice', [0, 0]],
    ['newest first', [1, 0]],
  ])('refuses %s with 400 and charges nothing', async (_, picks) => {
    const s = await h.login('au-overdue');
    const ids = seededPayments('au-overdue', POLICY).map((p) => p.TransactionId);
    const transaction = await charged(s);
    await expect(
      complete(
        s,
        transaction,
        picks.map((i) => ids[i]!),
      ),
    ).rejects.toMatchObject({ httpStatus: 400 });
    expect(await outstanding(s)).toEqual(ids);
    // The refused call did not spend the transaction: the right selection still completes it.
    expect((await complete(s, transaction, ids)).Amount).toBe(160.5);
  });

  it('refuses a payment outstanding on another policy of another customer', async () => {
    const s = await h.login('au-overdue');
    const [own] = seededPayments('au-overdue', POLICY);
    const [foreign] = seededPayments('au-overdue-a', '51001101');
    await expect(complete(s, await charged(s), [own!.TransactionId, foreign!.TransactionId])).rejects.toMatchObject({ httpStatus: 400 });
  });
});
