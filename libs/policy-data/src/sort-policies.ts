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
