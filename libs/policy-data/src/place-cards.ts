import type { PolicyRecord } from './policy-model';
import { sortPolicies } from './sort-policies';

/** The dashboard's cards as far as their order is final, and how many are still to come below them. */
export type PlacedCards = { shown: PolicyRecord[]; toCome: number };

const settled = (policy: PolicyRecord) => policy.detailState !== 'loading';

/**
 * The dashboard's order (issue 37): section 9's sort needs each policy's product type, which comes with its detail.
 * The first screen's cards (`firstScreen` of them, in the order their details were asked for: usePolicies' `asked`)
 * show together, sorted among themselves, as soon as their own details have settled; the others follow below them,
 * sorted among themselves, once theirs have. A card never moves once shown, and the first screen does not wait for
 * the last of thirty details. The order is section 9's within each group; a policy below the first screen that
 * would sort before one in it (an older policy of a lower product type) stays below it.
 */
export function placeCards(asked: readonly PolicyRecord[], firstScreen: number): PlacedCards {
  const head = asked.slice(0, Math.max(1, firstScreen));
  const rest = asked.slice(head.length);
  if (!head.every(settled)) return { shown: [], toCome: asked.length };
  if (!rest.every(settled)) return { shown: sortPolicies(head), toCome: rest.length };
  return { shown: [...sortPolicies(head), ...sortPolicies(rest)], toCome: 0 };
}
