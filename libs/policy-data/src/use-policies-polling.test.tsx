import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PENDING_POLL_MS } from './policy-model';
import { PoliciesProbe } from './testing/policies-probe';
import { renderPolicies } from './testing/render-policies';
import { setupSandboxServer } from '@portal/sandbox-api/testing';
import { signInForTest } from '@portal/testing';

// The sandbox clears a pending payment (473) 5 seconds after it is first seen, on a clock the test moves.
let sandboxNow = Date.now();
const sandbox = setupSandboxServer({ pendingClearMs: 5_000, now: () => sandboxNow });

type Row = { number: string; pending: boolean; statusId: number; overdue: unknown };
const pendingPolicy = () =>
  (JSON.parse(screen.getByTestId('policies').textContent ?? '{}') as { policies: Row[] }).policies.find((p) => p.number === '53000401');

afterEach(() => {
  vi.useRealTimers();
});

describe('usePolicies while a payment is pending', () => {
  it('re-polls the pending policy every 15 seconds until it clears, then refreshes its status', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const calls: string[] = [];
    sandbox.server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.includes('getrealtimepayments')) calls.push(url.searchParams.get('clientPolicyNumber') ?? '');
      if (url.pathname.includes('policydetail')) calls.push('detail');
    });
    await signInForTest('au-pending');
    renderPolicies(<PoliciesProbe />);
    await waitFor(() => expect(pendingPolicy()?.pending).toBe(true));
    const first = calls.filter((c) => c === '53000401').length;

    sandboxNow += PENDING_POLL_MS;
    await vi.advanceTimersByTimeAsync(PENDING_POLL_MS);
    await waitFor(() => expect(calls.filter((c) => c === '53000401').length).toBe(first + 1));
    await waitFor(() => expect(pendingPolicy()?.pending).toBe(false));
    // The 469 policy (in flight, not pending) is not polled.
    expect(calls.filter((c) => c === '53000402')).toHaveLength(1);
    // Cleared (204): the policy's detail is loaded again, and its status is back to active with nothing owed.
    await waitFor(() => expect(calls.filter((c) => c === 'detail').length).toBe(3));
    await waitFor(() => expect(pendingPolicy()).toMatchObject({ statusId: 30, overdue: null }));

    await vi.advanceTimersByTimeAsync(PENDING_POLL_MS * 2);
    expect(calls.filter((c) => c === '53000401').length).toBe(first + 1);
    sandbox.server.events.removeAllListeners();
  });
});
