import { isLapsedOrCancelled } from './policy-model';

type Sortable = { statusId: number | null; productTypeId: number | null; summary: { SaleCompletedDate?: string | null } };

const dateKey = (value: string | null | undefined): number => {
  const time = value ? Date.parse(value.slice(0, 10)) : Number.NaN;
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
};
const compare = (a: number, b: number) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Spec section 9: active before lapsed or cancelled, then product type id, then sale completed date
 * (unknown values last). Returns a new array; equal policies keep their order.
 */
export function sortPolicies<T extends Sortable>(policies: readonly T[]): T[] {
  return [...policies].sort(
    (a, b) =>
      compare(Number(isLapsedOrCancelled(a.statusId)), Number(isLapsedOrCancelled(b.statusId))) ||
      compare(a.productTypeId ?? Number.POSITIVE_INFINITY, b.productTypeId ?? Number.POSITIVE_INFINITY) ||
      compare(dateKey(a.summary.SaleCompletedDate), dateKey(b.summary.SaleCompletedDate)),
  );
}
