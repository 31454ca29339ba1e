import { describe, expect, it } from 'vitest';
import type { PolicyRecord } from '@portal/policy-data';
import { keptOrder } from './use-kept-order';

const policies = (...numbers: string[]) => numbers.map((policyNumber) => ({ policyNumber }) as PolicyRecord);

describe('keptOrder', () => {
  it('keeps the order cards were first shown in and appends the new ones in their order', () => {
    const first = keptOrder([], policies('b', 'a'));
    expect(first).toEqual(['b', 'a']);
    // Sorted differently later (a status refreshed): the shown cards stay; the new ones follow.
    expect(keptOrder(first, policies('a', 'c', 'b', 'd'))).toEqual(['b', 'a', 'c', 'd']);
  });

  it('gives back the same list when nothing was added (no render for nothing)', () => {
    const order = ['a', 'b'];
    expect(keptOrder(order, policies('b', 'a'))).toBe(order);
  });
});
