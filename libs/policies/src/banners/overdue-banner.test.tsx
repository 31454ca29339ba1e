import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PersonaId } from '@portal/sandbox-api';
import { PoliciesProbe, renderPolicies } from '@portal/policy-data/testing';
import { useOverduePolicies } from '@portal/policy-data';
import { OverdueBanner, OverdueBannerView } from './overdue-banner';
import { centsOf, dayMonthYear, dollars, seededPayments, seededPolicy, setupSandboxServer } from '@portal/sandbox-api/testing';
import { signInForTest } from '@portal/testing';

const sandbox = setupSandboxServer();
/** The total a policy owes as the sandbox seeds it, to the cent. */
const owed = (persona: PersonaId, policy: string) => dollars(centsOf(seededPayments(persona, policy).map((p) => p.Amount)));

async function banner(persona: PersonaId, flags = {}) {
  await signInForTest(persona);
  renderPolicies(
    <>
      <OverdueBanner />
      <PoliciesProbe />
    </>,
    { flags },
  );
  await waitFor(() => expect(screen.getByTestId('policies')).toHaveTextContent('"allPaymentsLoaded":true'));
  return screen.queryByText('You have overdue payments')?.closest<HTMLElement>('[role="status"]') ?? null;
}

describe('OverdueBanner', () => {
  it('variant A: each overdue policy with count, total and name, and a pay link', async () => {
    const found = await banner('au-overdue');
    const item = within(found as HTMLElement).getByRole('listitem');
    const total = owed('au-overdue', '52000201');
    expect(item.textContent!.startsWith(`3 overdue payments totalling ${total} on your Family Life Cover policy (52000201).`)).toBe(true);
    expect(item).not.toHaveTextContent('at risk of lapsing');
    expect(within(item).getByRole('link', { name: 'Pay now for policy 52000201' })).toHaveAttribute('href', '/payment/52000201');
  });

  it('keeps a held row’s room only where rows were held (the dashboard’s banner above the cards), not in a banner that comes whole', async () => {
    const found = (await banner('au-overdue')) as HTMLElement;
    expect(found.querySelector('[data-reserve]')).toBeNull();
    cleanup();
    function HoldingBanner() {
      return <OverdueBannerView policies={useOverduePolicies()} holdsRows />;
    }
    renderPolicies(<HoldingBanner />);
    const filled = await screen.findByRole('link', { name: 'Pay now for policy 52000201' });
    expect(filled.closest('li')?.querySelector('[data-reserve]')).toHaveTextContent(/^10 overdue payments totalling \$8,888\.88/);
  });

  it('variant B: warns of the estimated lapse date', async () => {
    const found = await banner('au-overdue', { payNowWorkflowType: 'B' });
    const lapse = dayMonthYear(seededPolicy('au-overdue', '52000201').detail.PolicyAmountOwed?.EstimatedLapseDate ?? '');
    expect(within(found as HTMLElement).getByRole('listitem')).toHaveTextContent(
      `Your policy is at risk of lapsing on ${lapse} unless the overdue amount is paid.`,
    );
  });

  it('variant A: a pending policy shows Processing overdue payment instead of a pay link', async () => {
    const found = await banner('au-pending');
    const item = within(found as HTMLElement).getByRole('listitem');
    expect(item).toHaveTextContent('Family Life Cover policy (53000401): processing overdue payment.');
    expect(within(item).getByText('Processing overdue payment')).toBeInTheDocument();
    expect(within(item).queryByRole('link')).not.toBeInTheDocument();
  });

  it('variant B: hides pending policies (and so shows nothing here)', async () => {
    expect(await banner('au-pending', { payNowWorkflowType: 'B' })).toBeFalsy();
  });

  it('names an overdue policy whose payments check failed, with Try again; the rest of the banner stands', async () => {
    const user = userEvent.setup();
    await sandbox.fault({ route: '/api/v1/PayNow/getrealtimepayments', status: 500, times: 1 });
    const found = (await banner('au-overdue-a')) as HTMLElement;
    const items = within(found).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const unknown = items.find((i) => i.textContent!.startsWith('We could not load the amount owed'))!;
    const failed = /\((\d+)\)/.exec(unknown.textContent!)![1]!;
    const other = ['51001101', '51001102'].find((n) => n !== failed)!;
    // The policy whose check answered keeps its count, total and pay link.
    const standing = items.find((i) => i !== unknown)!;
    expect(standing).toHaveTextContent(owed('au-overdue-a', other));
    expect(within(standing).getByRole('link', { name: `Pay now for policy ${other}` })).toBeInTheDocument();
    expect(within(unknown).queryByRole('link')).not.toBeInTheDocument();

    await sandbox.fault({ route: '/api/v1/PayNow/getrealtimepayments', latencyMs: 300, times: 1 });
    const retry = within(unknown).getByRole('button', { name: `Try again to load the amount owed on policy ${failed}` });
    await user.click(retry);
    // The row stays while the check is asked again, its button busy; then it becomes the amount and the pay link.
    await waitFor(() => expect(retry).toHaveAttribute('aria-busy', 'true'));
    expect(unknown).toBeInTheDocument();
    const paid = await within(found).findByRole('link', { name: `Pay now for policy ${failed}` });
    expect(paid.closest('li')).toHaveTextContent(owed('au-overdue-a', failed));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText(/We could not load the amount owed/)).not.toBeInTheDocument();
  });

  it('shows nothing when nothing is overdue', async () => {
    expect(await banner('au-family')).toBeFalsy();
  });

  it('extended dishonour on: joins missed collections and overrides and adds the final-opportunity notice', async () => {
    const paths: string[] = [];
    sandbox.server.events.on('request:start', ({ request }) => paths.push(new URL(request.url).pathname));
    const found = await banner('au-dishonour', { extendedDishonourPolicies: true });
    sandbox.server.events.removeAllListeners();
    const items = within(found as HTMLElement).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    for (const [item, policy] of items.map((item, i) => [item, ['52000301', '52000302'][i]!] as const)) {
      expect(item).toHaveTextContent(`(${policy})`);
      expect(item).toHaveTextContent(
        `final opportunity to pay the total overdue amount of ${owed('au-dishonour', policy)} to keep your cover`,
      );
    }
    expect(items[0]).toHaveTextContent(/^4 overdue payments/);
    expect(paths.filter((p) => p.endsWith('/missedregularcollections'))).toHaveLength(2);
    expect(paths.filter((p) => p.endsWith('/outstandingpaymentoverrides'))).toHaveLength(2);
  });

  it('extended dishonour off: no notice and no extra calls', async () => {
    const paths: string[] = [];
    sandbox.server.events.on('request:start', ({ request }) => paths.push(new URL(request.url).pathname));
    const found = await banner('au-dishonour', { extendedDishonourPolicies: false });
    sandbox.server.events.removeAllListeners();
    expect(found).not.toHaveTextContent('final opportunity');
    expect(paths.filter((p) => p.endsWith('/missedregularcollections'))).toHaveLength(0);
  });

  it('extended dishonour on, missed collections failing: lists no policy with a partial total (the check failed)', async () => {
    await sandbox.app.request('/__sandbox/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ route: '/api/v1/PayNow/missedregularcollections', status: 500 }),
    });
    // Without the missed collections the realtime list alone would understate what must be paid to keep the cover.
    // Each policy in Payment Overdue is named with a way to try again instead: no amount, no pay link, no notice.
    const found = (await banner('au-dishonour', { extendedDishonourPolicies: true })) as HTMLElement;
    expect(
      within(found)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual([
      expect.stringMatching(/^We could not load the amount owed on your .+ policy \(52000301\)\./),
      expect.stringMatching(/^We could not load the amount owed on your .+ policy \(52000302\)\./),
    ]);
    expect(within(found).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText(/final opportunity/)).not.toBeInTheDocument();
    expect(screen.getByTestId('policies')).toHaveTextContent('"paymentsState":"error"');
  });
});
