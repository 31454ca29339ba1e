import { describe, expect, it } from 'vitest';
import { likelyOrder, sortPolicies } from './sort-policies';

const policy = (n: string, statusId: number, productTypeId: number | null, sale: string | null) => ({
  n,
  statusId,
  productTypeId,
  summary: { SaleCompletedDate: sale },
});

describe('sortPolicies (spec section 9)', () => {
  it('puts active before lapsed or cancelled, then orders by product type id, then sale completed date', () => {
    const sorted = sortPolicies([
      policy('lapsed-life', 50, 1, '2020-01-01'),
      policy('funeral-new', 30, 2, '2023-05-01'),
      policy('cancelled', 61, 1, '2019-01-01'),
      policy('income', 40, 4, '2018-01-01'),
      policy('funeral-old', 20, 2, '2021-05-01'),
      policy('life', 30, 1, '2024-01-01'),
    ]);
    expect(sorted.map((p) => p.n)).toEqual(['life', 'funeral-old', 'funeral-new', 'income', 'cancelled', 'lapsed-life']);
  });

  it('puts unknown product types and dates last and does not change its input', () => {
    const input = [policy('unknown', 30, null, null), policy('known', 30, 12, null), policy('dated', 30, 12, '2020-01-01')];
    expect(sortPolicies(input).map((p) => p.n)).toEqual(['dated', 'known', 'unknown']);
    expect(input.map((p) => p.n)).toEqual(['unknown', 'known', 'dated']);
  });

  it("asks first for the overdue banner's policies, then those the summary places first: active, then the earliest sale", () => {
    const summaries = [
      { n: 'lapsed', PolicyStatusId: 50, SaleCompletedDate: '2019-01-01' },
      { n: 'new', PolicyStatusId: 30, SaleCompletedDate: '2024-01-01' },
      { n: 'undated', PolicyStatusId: 40, SaleCompletedDate: null },
      { n: 'old', PolicyStatusId: 20, SaleCompletedDate: '2020-01-01' },
      { n: 'old-too', PolicyStatusId: 30, SaleCompletedDate: '2020-01-01' },
    ];
    expect(likelyOrder(summaries).map((s) => s.n)).toEqual(['undated', 'old', 'old-too', 'new', 'lapsed']);
  });
});
