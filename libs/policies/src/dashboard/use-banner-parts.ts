import { useState } from 'react';
import type { UseOverduePoliciesResult } from '@portal/policy-data';

export type BannerParts = {
  /** The policies the banner above the cards lists: those whose rows it held (all, when nothing had to be held). */
  above: (policyNumber: string) => boolean;
  /** The rest: found overdue after the cards showed, without a held row; listed below everything else. */
  below: (policyNumber: string) => boolean;
};

/**
 * Which overdue rows go above the cards and which below. Decided once, in the render that first shows the cards
 * (the first screen's details settled): if the checks have settled too (the dashboard opened again), every row goes above, as
 * nothing below it has been seen yet; otherwise the policies that may be listed (useOverduePolicies' candidates) keep
 * their held rows above, and any other policy found overdue later goes below, where it pushes nothing in view.
 */
export function useBannerParts({ candidates, loaded }: UseOverduePoliciesResult, cardsShown: boolean): BannerParts {
  const [held, setHeld] = useState<ReadonlySet<string> | 'all' | null>(null);
  // Kept from the render that first had every detail (React's "information from previous renders" pattern).
  if (held === null && cardsShown) setHeld(loaded ? 'all' : new Set(candidates.map((p) => p.policyNumber)));
  const isAbove = (n: string) => held === null || held === 'all' || held.has(n);
  return { above: isAbove, below: (n) => !isAbove(n) };
}
