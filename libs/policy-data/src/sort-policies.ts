import { compareKeys, dateSortKey } from '@portal/core-api';
import { isLapsedOrCancelled } from './policy-model';

type Sortable = { statusId: number | null; productTypeId: number | null; summary: { SaleCompletedDate?: string | null } };

const compare = compareKeys;

/**
 * Spec section 9: active before lapsed or cancelled, then product type id, then sale completed date
 * (unknown values last). Returns a new array; equal policies keep their order.
 */
export function sortPolicies<T extends Sortable>(policies: readonly T[]): T[] {
  return [...policies].sort(
    (a, b) =>
      compare(Number(isLapsedOrCancelled(a.statusId)), Number(isLapsedOrCancelled(b.statusId))) ||
      compare(a.productTypeId ?? Number.POSITIVE_INFINITY, b.productTypeId ?? Number.POSITIVE_INFINITY) ||
      compare(dateSortKey(a.summary.SaleCompletedDate), dateSortKey(b.summary.SaleCompletedDate)),
  );
}

type Summary = { PolicyStatusId?: number | null; SaleCompletedDate?: string | null };

/** Payment Overdue (spec section 9): the policies the overdue banner, above the cards, may list. */
const OVERDUE_STATUS = 40;

/**
 * The order to ask for the policies' details in (issue 37): first those in Payment Overdue, whose rows the overdue
 * banner holds above the cards, then section 9's order as far as the customer detail tells it (its status and sale
 * date; the product type comes with the detail), so that what the first screen shows is asked first.
 */
export const likelyOrder = <T extends Summary>(summaries: readonly T[]): T[] => {
  const sorted = sortPolicies(summaries.map((summary) => ({ statusId: summary.PolicyStatusId ?? null, productTypeId: null, summary }))).map(
    (p) => p.summary,
  );
  return [...sorted.filter((s) => s.PolicyStatusId === OVERDUE_STATUS), ...sorted.filter((s) => s.PolicyStatusId !== OVERDUE_STATUS)];
};
