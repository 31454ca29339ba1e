import { useState } from 'react';
import type { PolicyRecord } from '@portal/policy-data';

/** The order of `numbers` kept, with the policies of `shown` not yet in it appended, in their order. */
export const keptOrder = (numbers: readonly string[], shown: readonly PolicyRecord[]): readonly string[] => {
  const added = shown.map((p) => p.policyNumber).filter((n) => !numbers.includes(n));
  return added.length ? [...numbers, ...added] : numbers;
};

/**
 * The cards in the order they were first shown in, while the dashboard stays open: a card once placed never moves,
 * whatever changes later (a status refresh, a detail loaded again after Try again); cards placed later go after it.
 */
export function useKeptOrder(shown: readonly PolicyRecord[]): PolicyRecord[] {
  const [numbers, setNumbers] = useState<readonly string[]>([]);
  const next = keptOrder(numbers, shown);
  if (next !== numbers) setNumbers(next);
  const byNumber = new Map(shown.map((p) => [p.policyNumber, p]));
  return next.flatMap((n) => byNumber.get(n) ?? []);
}
