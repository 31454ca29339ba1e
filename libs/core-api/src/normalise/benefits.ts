import { compareKeys, dateSortKey } from './dates.ts';

type SortableBenefit = { BenefitDescription?: string | null; RiskStartDate?: string | null };

/**
 * The browser's default collation, as String#localeCompare with no arguments compares, made once on first use: each
 * localeCompare call looks its collator up again, 28 ms at CPU x4 over a 30-policy dashboard's benefits (issue 26).
 */
let collator: Intl.Collator | undefined;
const compareText = (a: string, b: string) => (collator ??= new Intl.Collator()).compare(a, b);

/** Benefits are sorted by description, then by risk start date (spec section 3). Returns a new array. */
export const sortBenefits = <T extends SortableBenefit>(benefits: readonly T[]): T[] =>
  [...benefits].sort(
    (a, b) =>
      compareText(a.BenefitDescription ?? '', b.BenefitDescription ?? '') ||
      compareKeys(dateSortKey(a.RiskStartDate), dateSortKey(b.RiskStartDate)),
  );
