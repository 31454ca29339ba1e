import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderPolicies } from '@portal/policy-data/testing';
import { DashboardPage } from './dashboard-page';
import { LocationDisplay, signInForTest } from '@portal/testing';
import { centsOf, dayMonthYear, dollars, seededPolicy, setupSandboxServer } from '@portal/sandbox-api/testing';

const sandbox = setupSandboxServer();

const cards = () => screen.getAllByRole('group');

describe('DashboardPage', () => {
  it('shows the loading text, then one card per policy sorted by product type with a view-policy link', async () => {
    await signInForTest('au-family');
    renderPolicies(<DashboardPage />, { path: '/' });
    expect(screen.getByRole('heading', { level: 1, name: 'My insurance policies' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your policy information...');

    const first = await screen.findByRole('group', { name: 'Family Life Cover' });
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Family Life Cover',
      'Funeral Plan',
      'Funeral Plan Plus',
    ]);
    expect(within(first).getByText('51000101')).toBeInTheDocument();
    expect(within(first).getByText('Active')).toBeInTheDocument();
    // The owner's first benefit with a sum insured, and the renewal date, as the sandbox seeds them today.
    const seeded = seededPolicy('au-family', '51000101').detail;
    const cover = seeded.LifeInsured[0]!.BenefitDetails.find((b) => (b.CpiSumInsured ?? 0) > 0)!.CpiSumInsured!;
    const shown = (label: string) => within(first).getByText(label).nextElementSibling?.textContent;
    expect(shown('Cover amount')).toBe(dollars(centsOf([cover])));
    expect(shown('Renewal date')).toBe(dayMonthYear(seeded.PolicySummary.RenewalDate!));
    expect(within(first).getByRole('link', { name: 'View policy 51000101' })).toHaveAttribute('href', '/policy/51000101');
    expect(screen.getByRole('group', { name: 'Funeral Plan Plus' })).toHaveTextContent('Accepted');
  });

  it('leaves out the cover amount and renewal date of lapsed and cancelled policies', async () => {
    await signInForTest('au-inactive');
    renderPolicies(<DashboardPage />, { path: '/' });
    const lapsed = await screen.findByRole('group', { name: 'Family Life Cover' });
    expect(lapsed).toHaveTextContent('Lapsed');
    for (const card of cards()) {
      expect(within(card).queryByText('Cover amount')).not.toBeInTheDocument();
      expect(within(card).queryByText('Renewal date')).not.toBeInTheDocument();
      expect(within(card).getByRole('link', { name: /View policy/ })).toBeInTheDocument();
    }
    expect(cards().map((card) => within(card).getByText(/Lapsed|Cancelled/).textContent)).toEqual(['Lapsed', 'Cancelled', 'Cancelled']);
  });

  it('shows a policy whose detail failed without its view-policy link, and still finishes loading', async () => {
    await signInForTest('au-family');
    await sandbox.app.request('/__sandbox/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      // After a network's delay, as the API answers: the dashboard's queries are mounted by then.
      body: JSON.stringify({ route: '/api/v1/Policy/policydetail', status: 500, times: 1, latencyMs: 100 }),
    });
    renderPolicies(<DashboardPage />, { path: '/' });
    await screen.findAllByRole('link', { name: /View policy/ });
    expect(screen.getAllByRole('link', { name: /View policy/ })).toHaveLength(2);
    expect(screen.getByText(/We could not load the details of this policy/)).toBeInTheDocument();
  });

  it.each([
    ['updatepayment', '/update/payment/51000101'],
    ['payment', '/payment/51000101'],
    ['correspondence', '/documents/51000101'],
  ])('sends dest=%s&policy=N to %s', async (dest, to) => {
    await signInForTest('au-family');
    renderPolicies(null, {
      route: `/?dest=${dest}&policy=51000101`,
      routes: [
        { path: '/', element: <DashboardPage /> },
        { path: '*', element: <LocationDisplay /> },
      ],
    });
    // The whole location, not a substring: '/payment/N' is also the tail of '/update/payment/N'.
    expect(await screen.findByTestId('location')).toHaveTextContent(new RegExp(`^${to}$`));
  });

  it("keeps the card-sized loading state until the first screen's details have settled, then shows the cards and their view links", async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    sandbox.server.use(
      http.post('*/api/v1/Policy/policydetail', async ({ request }) => {
        const { PolicyNumber } = (await request.clone().json()) as { PolicyNumber: string };
        if (PolicyNumber === '51000102') await held;
        return undefined; // then answered by the sandbox
      }),
      http.get('*/api/v1/PayNow/getrealtimepayments', () => {
        paymentsAsked += 1;
        return undefined;
      }),
    );
    let paymentsAsked = 0;
    await signInForTest('au-family');
    renderPolicies(<DashboardPage />, { path: '/' });
    // The other two policies' details have come (their payments are asked after them); 51000102's is held.
    // Their place in section 9's order waits on 51000102's product type: no card shows yet.
    await waitFor(() => expect(paymentsAsked).toBe(2));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your policy information...');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('link', { name: 'View policy 51000102' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /View policy/ })).toHaveLength(3);
    expect(screen.queryByText('Loading your policy information...')).not.toBeInTheDocument();
  });

  it('shows the cards before the checks answer, the overdue banner above them holding its rows, filled in place', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let paymentsAsked = 0;
    sandbox.server.use(
      http.get('*/api/v1/PayNow/getrealtimepayments', async () => {
        paymentsAsked += 1;
        await held;
        return undefined;
      }),
    );
    await signInForTest('au-overdue');
    renderPolicies(<DashboardPage />, { path: '/' });
    // Every detail is in, no check has answered: the cards are there, each with its view link.
    const [first] = await screen.findAllByRole('group');
    expect(paymentsAsked).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: /View policy/ })).toHaveLength(cards().length);
    // The banner is above them already, busy, a held row for the policy in Payment Overdue, nothing to press yet.
    const banner = screen.getByText('You have overdue payments').closest('[role="status"]') as HTMLElement;
    expect(banner.compareDocumentPosition(first as HTMLElement) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(banner).toHaveAttribute('aria-busy', 'true');
    expect(banner.querySelectorAll('li[data-held]')).toHaveLength(1);
    expect(within(banner).queryByRole('link')).not.toBeInTheDocument();
    release();
    // The check fills the row in the same banner; the cards are the same elements, where they were.
    expect(await within(banner).findByRole('link', { name: /Pay now/i })).toBeInTheDocument();
    expect(banner).not.toHaveAttribute('aria-busy');
    expect(banner.querySelector('li[data-held]')).toBeNull();
    expect(cards()[0]).toBe(first);
  });

  it('lists a policy found overdue without a held row below everything else, where it pushes nothing', async () => {
    // Active policies (none in Payment Overdue) whose checks nonetheless find a payment due.
    sandbox.server.use(
      http.get('*/api/v1/PayNow/getrealtimepayments', () =>
        Response.json({ Payments: [{ TransactionId: 9, RegularCollectionDate: '2026-01-01', Amount: 30 }] }),
      ),
    );
    await signInForTest('au-family');
    renderPolicies(<DashboardPage />, { path: '/' });
    const [first] = await screen.findAllByRole('group');
    const banner = await screen.findByText('You have overdue payments');
    expect(screen.getAllByText('You have overdue payments')).toHaveLength(1);
    // After the last card, and nothing was held above them.
    const last = cards().at(-1) as HTMLElement;
    expect(last.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(cards()[0]).toBe(first);
    expect(within(banner.closest('[role="status"]') as HTMLElement).getAllByRole('link', { name: /Pay now/i })).toHaveLength(3);
  });

  it('tells the customer when the policy list cannot be loaded', async () => {
    await signInForTest('au-family');
    await sandbox.app.request('/__sandbox/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ route: '/api/v1/Customer/getcustomerdetail', status: 500 }),
    });
    renderPolicies(<DashboardPage />, { path: '/' });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your policies');
    // Nothing more is coming: the page no longer tells assistive technology it is loading.
    expect(screen.getByRole('heading', { level: 1 }).closest('section')).toHaveAttribute('aria-busy', 'false');
  });
});
