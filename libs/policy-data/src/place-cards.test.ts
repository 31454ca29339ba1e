import { describe, expect, it } from 'vitest';
import type { PolicyRecord } from './policy-model';
import { placeCards } from './place-cards';

const record = (n: string, productTypeId: number | null, detailState: PolicyRecord['detailState'] = 'loaded') =>
  ({ policyNumber: n, statusId: 30, productTypeId, detailState, summary: { SaleCompletedDate: '2020-01-01' } }) as PolicyRecord;
const numbers = (placed: { shown: PolicyRecord[] }) => placed.shown.map((p) => p.policyNumber);

describe('placeCards (the dashboard order, issue 37)', () => {
  it('shows nothing until every first-screen detail has settled', () => {
    const asked = [record('a', 2), record('b', null, 'loading'), record('c', 1)];
    expect(placeCards(asked, 2)).toEqual({ shown: [], toCome: 3 });
  });

  it('shows the first screen sorted among itself while the rest load, then the rest sorted below it', () => {
    const asked = [record('funeral', 2), record('life', 1), record('income', 4, 'loading'), record('life-2', 1)];
    const first = placeCards(asked, 2);
    expect(numbers(first)).toEqual(['life', 'funeral']);
    expect(first.toCome).toBe(2);
    const all = placeCards(
      asked.map((p) => ({ ...p, detailState: 'loaded' as const })),
      2,
    );
    // life-2 sorts before funeral by product type, but the first screen's cards stay where they were shown.
    expect(numbers(all)).toEqual(['life', 'funeral', 'life-2', 'income']);
    expect(all.toCome).toBe(0);
  });

  it('counts a failed detail as settled (its card shows, without its view button), and shows at least one card', () => {
    const asked = [record('failed', null, 'error'), record('life', 1)];
    expect(numbers(placeCards(asked, 0))).toEqual(['failed', 'life']);
    expect(numbers(placeCards(asked, 5))).toEqual(['life', 'failed']);
  });
});
