import { useLayoutEffect } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PoliciesProbe } from './testing/policies-probe';
import { usePolicies } from './use-policies';
import { markPolicyPending, usePaidStore } from './pending-store';
import { renderPolicies } from './testing/render-policies';
import { setupSandboxServer } from '@portal/sandbox-api/testing';
import { signInForTest } from '@portal/testing';

const sandbox = setupSandboxServer();
afterEach(() => usePaidStore.setState({ paidAt: {} }));

type View = {
  allDetailsLoaded: boolean;
  allPaymentsLoaded: boolean;
  policyCount: number;
  detailsLoaded: number;
  paymentsLoaded: number;
  hasActivePolicies: boolean;
  policies: Array<Record<string, unknown>>;
};
const read = (): View => JSON.parse(screen.getByTestId('policies').textContent ?? '{}') as View;
const settled = async () => {
  await waitFor(() => expect(read().allPaymentsLoaded && read().policies.every((p) => p['documentsState'] !== 'loading')).toBe(true));
  return read();
};
const policy = (view: View, number: string) => view.policies.find((p) => p['number'] === number);
const fault = (body: object) =>
  sandbox.app.request('/__sandbox/faults', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

/** Start and end times of each API call, to check what runs at once. */
function recordCalls() {
  const calls: Array<{ path: string; query: string; start: number; end: number }> = [];
  const open = new Map<string, (typeof calls)[number]>();
  sandbox.server.events.on('request:start', ({ request, requestId }) => {
    const { pathname: path, search: query } = new URL(request.url);
    const call = { path, query, start: performance.now(), end: Number.POSITIVE_INFINITY };
    open.set(requestId, call);
    calls.push(call);
  });
  sandbox.server.events.on('response:mocked', ({ requestId }) => {
    const call = open.get(requestId);
    if (call) call.end = performance.now();
  });
  return calls;
}

/** Tells `seen` the path of each call the app makes, as it makes it (in the same task); returns the undo. */
function watchFetch(seen: (path: string) => void): () => void {
  const before = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    seen(new URL(input instanceof Request ? input.url : String(input)).pathname);
    return before(input, init);
  };
  return () => {
    globalThis.fetch = before;
  };
}

/**
 * au-family signed in and its policies loaded: in the order they happened, each call whose path has `call`'s part
 * (named by its label) and the first commit of a render for which `render`'s test holds. With Chromium's
 * scheduler.yield, whose continuation goes before queued timers (renders are timers here; jsdom has none).
 */
async function callsAndRenders({
  call: [part, issued],
  render: [rendered, holds],
}: {
  call: [string, string];
  render: [string, (view: ReturnType<typeof usePolicies>) => boolean];
}): Promise<string[]> {
  await signInForTest('au-family');
  const events: string[] = [];
  function RenderOrder() {
    const shown = holds(usePolicies());
    useLayoutEffect(() => void (shown && events.push(rendered)), [shown]);
    return null;
  }
  const unwatch = watchFetch((path) => void (path.includes(part) && events.push(issued)));
  const withScheduler = globalThis as { scheduler?: { yield: () => Promise<void> } };
  withScheduler.scheduler = { yield: () => Promise.resolve() };
  try {
    renderPolicies(
      <>
        <PoliciesProbe />
        <RenderOrder />
      </>,
    );
    await settled();
  } finally {
    unwatch();
    delete withScheduler.scheduler;
  }
  return events;
}

describe('usePolicies', () => {
  it('loads every detail at once, then every payment check at once, then every document list at once', async () => {
    await signInForTest('au-family');
    await fault({ route: '*', latencyMs: 60 });
    const calls = recordCalls();
    renderPolicies(<PoliciesProbe />);
    const view = await settled();
    sandbox.server.events.removeAllListeners();
    expect(view).toMatchObject({ policyCount: 3, detailsLoaded: 3, paymentsLoaded: 3, hasActivePolicies: true });
    const of = (part: string) => calls.filter((c) => c.path.includes(part));
    const [details, checks, lists] = [of('policydetail'), of('getrealtimepayments'), of('documentlist')];
    expect([details.length, checks.length, lists.length]).toEqual([3, 3, 3]); // the three policies are active
    const together = (group: typeof calls) => Math.max(...group.map((c) => c.start)) < Math.min(...group.map((c) => c.end));
    expect([together(details), together(checks), together(lists)]).toEqual([true, true, true]);
    // The lists wait for the checks (the dashboard waits for those, never for the lists).
    expect(Math.min(...lists.map((c) => c.start))).toBeGreaterThanOrEqual(Math.max(...checks.map((c) => c.end)));
  });

  it('keeps what it loaded for the session: a screen that mounts long after the last one left asks for nothing again', async () => {
    // TanStack's default would collect a query five minutes after its last screen left, and the next screen would
    // ask for every policy again; the session's data stays until logout clears it (the timers are faked from the start
    // so that the wait reaches the collection TanStack would have scheduled).
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    try {
      await signInForTest('au-family');
      const { router } = renderPolicies(null, {
        routes: [
          { path: '/', element: <PoliciesProbe /> },
          { path: '/away', element: <p>Away</p> },
        ],
      });
      await settled();
      const seen: string[] = [];
      const undo = watchFetch((path) => seen.push(path));
      await router.navigate('/away');
      await screen.findByText('Away');
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      await router.navigate('/');
      await waitFor(() => expect(read()).toMatchObject({ policyCount: 3, detailsLoaded: 3, paymentsLoaded: 3 }));
      undo();
      expect(seen.filter((path) => /policydetail|getrealtimepayments|documentlist/.test(path))).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for the document list of a documents screen’s policy with its payment checks, the others after them', async () => {
    await signInForTest('au-family');
    await fault({ route: '*', latencyMs: 60 });
    const calls = recordCalls();
    renderPolicies(<PoliciesProbe documentsOf="51000102" />);
    await settled();
    sandbox.server.events.removeAllListeners();
    const checksEnd = Math.max(...calls.filter((c) => c.path.includes('getrealtimepayments')).map((c) => c.end));
    const lists = calls.filter((c) => c.path.includes('documentlist'));
    const policyOf = (c: (typeof calls)[number]) => new URLSearchParams(c.query).get('PolicyNumber');
    expect(lists.filter((c) => c.start < checksEnd).map(policyOf)).toEqual(['51000102']);
    expect(
      lists
        .filter((c) => c.start >= checksEnd)
        .map(policyOf)
        .sort(),
    ).toEqual(['51000101', '51000103']);
  });

  it('asks for each policy’s detail and payments check in a task of its own, never all in the one that rendered them', async () => {
    await signInForTest('au-family');
    // A task id that moves on at every microtask checkpoint: calls made in one run of script share it.
    let task = 0;
    let sameTask = false;
    const taskId = () => {
      if (!sameTask) {
        sameTask = true;
        task += 1;
        queueMicrotask(() => (sameTask = false));
      }
      return task;
    };
    const issued: Array<{ path: string; task: number }> = [];
    const unwatch = watchFetch((path) => issued.push({ path, task: taskId() }));
    try {
      renderPolicies(<PoliciesProbe />);
      await settled();
    } finally {
      unwatch();
    }
    for (const part of ['policydetail', 'getrealtimepayments']) {
      const tasks = issued.filter((c) => c.path.includes(part)).map((c) => c.task);
      expect(tasks, part).toHaveLength(3);
      expect(new Set(tasks).size, part).toBe(3);
    }
  });

  it('asks for every policy’s detail as the customer detail arrives, before any render lists the policies', async () => {
    const events = await callsAndRenders({
      call: ['policydetail', 'detail issued'],
      render: ['rendered the list', (view) => view.policyCount > 0],
    });
    expect(events.slice(0, 4)).toEqual(['detail issued', 'detail issued', 'detail issued', 'rendered the list']);
  });

  it('asks for a policy’s payments check as its detail arrives, before any render shows the detail', async () => {
    const events = await callsAndRenders({
      call: ['getrealtimepayments', 'check issued'],
      render: ['rendered a loaded detail', (view) => view.policies.some((p) => p.detailState === 'loaded')],
    });
    expect(events[0]).toBe('check issued');
    expect(events).toContain('rendered a loaded detail');
  });

  it('reads 204 and 467 as nothing owed, but only 204 clears a pending flag; joins the documents of each policy', async () => {
    await signInForTest('au-family');
    // Both were just paid through Pay Now (pending): 51000101 answers 204, 51000102 answers 467.
    markPolicyPending('51000101');
    markPolicyPending('51000102');
    renderPolicies(<PoliciesProbe />);
    const view = await settled();
    await waitFor(() => expect(policy(read(), '51000101')).toMatchObject({ pending: false }));
    expect(policy(read(), '51000101')).toMatchObject({ paymentsState: 'loaded', payments: [], overdue: null, statusId: 30 });
    expect(policy(read(), '51000102')).toMatchObject({
      paymentsState: 'loaded',
      payments: [],
      overdue: null,
      pending: true,
      statusId: null,
    });
    expect(policy(view, '51000101')?.['documents']).toBeGreaterThan(0);
    expect(policy(view, '51000103')).toMatchObject({ documents: 0, documentsState: 'loaded' });
  });

  it('summarises a list of overdue payments (200)', async () => {
    await signInForTest('au-overdue');
    renderPolicies(<PoliciesProbe />);
    const view = await settled();
    const overdue = policy(view, '52000201');
    expect(overdue?.['payments']).toHaveLength(3);
    expect(overdue?.['overdue']).toMatchObject({ count: 3, estimatedLapseDate: expect.any(String) });
  });

  it('marks a 473 policy pending and leaves a 469 policy unchanged', async () => {
    await signInForTest('au-pending');
    renderPolicies(<PoliciesProbe />);
    const view = await settled();
    expect(policy(view, '53000401')).toMatchObject({ pending: true, overdue: null, paymentsState: 'loaded' });
    expect(policy(view, '53000402')).toMatchObject({ pending: false, payments: [], overdue: null, paymentsState: 'loaded' });
  });

  it('checks no payments for lapsed or cancelled policies', async () => {
    await signInForTest('au-inactive');
    const calls = recordCalls();
    renderPolicies(<PoliciesProbe />);
    const view = await settled();
    sandbox.server.events.removeAllListeners();
    expect(view).toMatchObject({ allPaymentsLoaded: true, hasActivePolicies: false });
    expect(view.policies.every((p) => p['paymentsState'] === 'idle')).toBe(true);
    expect(calls.filter((c) => c.path.includes('getrealtimepayments'))).toHaveLength(0);
  });

  it('stores the message of a failed detail or payment check and still counts it as loaded', async () => {
    await signInForTest('au-overdue');
    await fault({ route: '/api/v1/PayNow/getrealtimepayments', status: 500, times: 1 });
    // Answered after a network's delay, as the API does: the screen's queries are mounted by then. A detail asked for
    // early that failed before they mounted would be asked for again (TanStack's retryOnMount).
    await fault({ route: '/api/v1/Policy/policydetail', status: 500, times: 1, latencyMs: 100 });
    renderPolicies(<PoliciesProbe />);
    const view = await settled();
    expect(view).toMatchObject({ policyCount: 2, detailsLoaded: 2, paymentsLoaded: 2, allPaymentsLoaded: true });
    const states = view.policies.map((p) => [p['detailState'], p['paymentsState']]);
    expect(states).toContainEqual(['error', 'idle']);
    expect(states).toContainEqual(['loaded', 'error']);
    expect(view.policies.find((p) => p['detailState'] === 'error')?.['detailError']).toMatch(/500/);
    expect(view.policies.find((p) => p['paymentsState'] === 'error')?.['paymentsError']).toMatch(/500/);
  });
});
