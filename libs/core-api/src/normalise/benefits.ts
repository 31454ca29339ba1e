import { compareKeys, dateSortKey } from './dates.ts';

type SortableBenefit = { BenefitDescription?: string | null; RiskStartDate?: string | null };

/** Benefits are sorted by description, then by risk start date (spec section 3). Returns a new array. */
export const sortBenefits = <T extends SortableBenefit>(benefits: readonly T[]): T[] =>
  [...benefits].sort(
    (a, b) =>
      (a.BenefitDescription ?? '').localeCompare(b.BenefitDescription ?? '') ||
      compareKeys(dateSortKey(a.RiskStartDate), dateSortKey(b.RiskStartDate)),
  );
