import { describe, expect, it } from 'vitest';
import { sortBenefits } from './benefits.ts';

describe('sortBenefits', () => {
  it('sorts by description, then risk start date, without changing the input', () => {
    const input = [
      { BenefitDescription: 'Life Cover', RiskStartDate: '2024-05-01', id: 1 },
      { BenefitDescription: 'Accidental Death', RiskStartDate: '2023-01-01', id: 2 },
      { BenefitDescription: 'Life Cover', RiskStartDate: '2021-02-01', id: 3 },
      { BenefitDescription: 'Life Cover', RiskStartDate: null, id: 4 },
    ];
    expect(sortBenefits(input).map((b) => b.id)).toEqual([2, 3, 1, 4]);
    expect(input.map((b) => b.id)).toEqual([1, 2, 3, 4]);
  });
});
