import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { signInForTest, type RenderWithPortalResult } from '@portal/testing';
import {
  describeCells,
  expectAlert,
  expectCellOutcome,
  setupFaultCells,
  type CallId,
  type Fault,
  type Outcome,
} from '@portal/testing/fault-cells';
import { CrossSellBanner } from './banners/cross-sell-banner';
import { DashboardPage } from './dashboard/dashboard-page';
import { PolicyDetailPage } from './detail/policy-detail-page';
import { renderPolicies } from '@portal/policy-data/testing';

// The fault matrix on the policies screens (docs/fault-matrix.md): the dashboard (getcustomerdetail), the policy page
// (policydetail) and the cross-sell banner (features, suppress, markused), each rendered with the fault injected into
// the sandbox; each cell checks what the customer sees.
const { cells } = setupFaultCells();

const crossSell = 'Could your family be better protected?';
const banner = () => screen.queryByRole('status', { name: crossSell });

type Screen = { render: () => RenderWithPortalResult; act?: (view: RenderWithPortalResult) => Promise<void> };
/** Each screen behind the session guard, as the shell shows it: a session that ends shows the login page. */
const guarded = { guarded: true } as const;

/** The banner's call has failed (or a write has been answered) before its outcome is read: not yet shown is not hidden. */
const settled = async (view: RenderWithPortalResult, call: CallId) => {
  await waitFor(() => {
    if (call === 'getFeatures') {
      expect(view.queryClient.getQueryCache().find({ queryKey: ['features'], exact: false })?.state.status).toBe('error');
    } else {
      const writes = view.queryClient.getMutationCache().getAll();
      expect(writes.map((m) => m.state.status)).toEqual([expect.stringMatching(/^(error|success)$/)]);
    }
  });
};

const screens: Partial<Record<CallId, Screen>> = {
  getCustomerDetail: { render: () => renderPolicies(<DashboardPage />, { path: '/', ...guarded }) },
  getPolicyDetail: {
    render: () =>
      renderPolicies(null, {
        route: '/policy/51000101',
        routes: [{ path: '/policy/:policyNumber', element: <PolicyDetailPage /> }],
        ...guarded,
      }),
  },
  getFeatures: { render: () => renderPolicies(<CrossSellBanner />, guarded) },
  suppressFeature: {
    render: () => renderPolicies(<CrossSellBanner />, guarded),
    act: async () => userEvent.click(await screen.findByRole('button', { name: 'Maybe Later' })),
  },
  markFeatureUsed: {
    render: () => renderPolicies(<CrossSellBanner />, guarded),
    act: async () => {
      const link = await screen.findByRole('link', { name: /Request a Call/ });
      link.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot open a tab
      await userEvent.click(link);
    },
  },
};

/** What the customer sees for each screen outcome, by call (the load failures differ by page). */
const seen: Partial<Record<Outcome, (view: RenderWithPortalResult, call: CallId, fault: Fault) => Promise<void>>> = {
  'load-failed': async (_view, call) => {
    if (call === 'getCustomerDetail') {
      await expectAlert('We could not load your policies. Please try again later, or call us on 1300 000 000.');
      expect(screen.queryByRole('link', { name: /View policy/ })).not.toBeInTheDocument();
    } else {
      await expectAlert('We could not load the details of this policy. Please try again later, or call us on 1300 000 000.');
      expect(screen.queryByText('Loading your policy...')).not.toBeInTheDocument();
    }
  },
  'banner-hidden': async (view, call, fault) => {
    await settled(view, call);
    // No banner (or it stays hidden as asked), and nothing else said.
    expect(banner()).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // A dismissal hides the banner on the click whatever the answer: the call was made, and met the fault.
    if (call !== 'getFeatures') await cells.metFault(call, fault);
  },
};

describeCells('policies', async (call, { fault, outcome }) => {
  const { render, act } = screens[call]!;
  await signInForTest('au-family');
  // A write's fault goes in once its banner is up, so the read before it is answered.
  if (!act) await cells.inject(call, fault);
  const view = render();
  if (act) {
    expect(await screen.findByRole('status', { name: crossSell })).toBeInTheDocument();
    await cells.inject(call, fault);
    await act(view);
  }
  await cells.passTimeOut(call, fault);
  await expectCellOutcome(view, outcome, seen, view, call, fault);
});
