import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PENDING_POLL_MS } from './policy-model';
import { PoliciesProbe } from './testing/policies-probe';
import { renderPolicies } from './testing/render-policies';
import { setupSandboxServer } from '@portal/sandbox-api/testing';
import { signInForTest } from '@portal/testing';

const sandbox = setupSandboxServer();
const PENDING = '53000401'; // au-pending: 473 (pending), status 40

type Row = { number: string; pending: boolean; statusId: number | null; detailStatusId: number; summaryStatusId: number };
const row = () =>
  (JSON.parse(screen.getByTestId('policies').textContent ?? '{}') as { policies: Row[] }).policies.find((p) => p.number === PENDING);

/** From now on the pending policy's payments check answers `status`, and its detail carries `statusId`. */
function answerNext(status: 204 | 467, statusId: number) {
  const calls = { checks: 0, details: 0 };
  sandbox.server.use(
    http.get('*/api/v1/PayNow/getrealtimepayments', ({ request }) => {
      if (new URL(request.url).searchParams.get('clientPolicyNumber') !== PENDING) return undefined;
      calls.checks += 1;
      return new HttpResponse(null, { status });
    }),
    http.post('*/api/v1/Policy/policydetail', async ({ request }) => {
      const body = (await request.clone().json()) as { PolicyNumber: string };
      if (body.PolicyNumber !== PENDING) return undefined;
      calls.details += 1;
      const answer = (await (await sandbox.app.fetch(request)).json()) as Record<string, unknown>;
      return HttpResponse.json({ ...answer, PolicyStatus: { PolicyStatusId: statusId, Description: `Status ${statusId}` } });
    }),
  );
  return calls;
}

async function pendingThenPoll(status: 204 | 467, statusId: number) {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  await signInForTest('au-pending');
  renderPolicies(<PoliciesProbe />);
  await waitFor(() => expect(row()).toMatchObject({ pending: true, statusId: null, detailStatusId: 40 }));
  const calls = answerNext(status, statusId);
  await vi.advanceTimersByTimeAsync(PENDING_POLL_MS);
  await waitFor(() => expect(calls.checks).toBe(1));
  await waitFor(() => expect(calls.details).toBe(1)); // the status refresh
  return calls;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('usePolicies: the payments check refreshes the status (spec section 4)', () => {
  it('467: nothing owed, the status is refreshed, but the policy stays Processing Payment and is polled again', async () => {
    const calls = await pendingThenPoll(467, 30);
    await waitFor(() => expect(row()).toMatchObject({ detailStatusId: 30, summaryStatusId: 30 }));
    expect(row()).toMatchObject({ pending: true, statusId: null });
    await vi.advanceTimersByTimeAsync(PENDING_POLL_MS);
    await waitFor(() => expect(calls.checks).toBe(2));
  });

  it('204: nothing owed, the pending flag is cleared and the refreshed status applied to summary and detail', async () => {
    const calls = await pendingThenPoll(204, 20);
    await waitFor(() => expect(row()).toMatchObject({ pending: false, statusId: 20, detailStatusId: 20, summaryStatusId: 20 }));
    await vi.advanceTimersByTimeAsync(PENDING_POLL_MS * 2);
    expect(calls.checks).toBe(1); // no longer pending: no more polling
  });

  it.each([50, 60])('a refreshed status %i is not applied: summary and detail keep 40', async (statusId) => {
    await pendingThenPoll(204, statusId);
    await waitFor(() => expect(row()).toMatchObject({ pending: false, statusId: 40 }));
    expect(row()).toMatchObject({ detailStatusId: 40, summaryStatusId: 40 });
  });
});
