import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPolicies } from '@portal/policy-data/testing';
import { CrossSellBanner } from './cross-sell-banner';
import { setupSandboxServer } from '@portal/sandbox-api/testing';
import { renderWithPortal, signInForTest } from '@portal/testing';
import { testBrand } from '@portal/config/testing';

const sandbox = setupSandboxServer();

const title = 'Could your family be better protected?';

function recordPosts() {
  const posts: Array<{ path: string; body: unknown }> = [];
  sandbox.server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST') posts.push({ path: new URL(request.url).pathname, body: await request.clone().json() });
  });
  return posts;
}

const featuresOfCustomer = async () => {
  const login = JSON.parse(sessionStorage.getItem('portal:session') ?? '{}') as { customerLoginId: string; token: string };
  const response = await sandbox.app.request(`/api/v1/FeatureManagement/features?clientPortalLoginId=${login.customerLoginId}`, {
    headers: { Authorization: `Bearer ${login.token}`, CountryId: '13', 'Request-Source': 'CustomerPortalWeb' },
  });
  return (await response.json()) as unknown[];
};

describe('CrossSellBanner', () => {
  it('shows the configured title and description with its two actions', async () => {
    await signInForTest('au-family');
    renderPolicies(<CrossSellBanner />);
    const banner = await screen.findByRole('status', { name: title });
    expect(banner).toHaveTextContent('Request a call and one of our team will call you back');
    const call = within(banner).getByRole('link', { name: 'Request a Call (opens in a new tab)' });
    expect(call).toHaveAttribute('href', 'https://portal.example/callback-request');
    expect(call).toHaveAttribute('target', '_blank');
    expect(call).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(banner).getByRole('button', { name: 'Maybe Later' })).toBeInTheDocument();
  });

  it('Maybe Later suppresses the feature for the customer and hides the banner', async () => {
    const user = userEvent.setup();
    await signInForTest('au-family');
    const posts = recordPosts();
    renderPolicies(<CrossSellBanner />);
    await user.click(await screen.findByRole('button', { name: 'Maybe Later' }));
    expect(screen.queryByRole('status', { name: title })).not.toBeInTheDocument();
    await waitFor(() => expect(posts.map((p) => p.path)).toContain('/api/v1/FeatureManagement/suppress'));
    expect(posts.find((p) => p.path.endsWith('/suppress'))?.body).toMatchObject({ FeatureId: 1 });
    expect(await featuresOfCustomer()).toEqual([]);
    sandbox.server.events.removeAllListeners();
  });

  it('Request a Call marks the feature used and then hides the banner', async () => {
    const user = userEvent.setup();
    await signInForTest('au-family');
    const posts = recordPosts();
    renderPolicies(<CrossSellBanner />);
    const call = await screen.findByRole('link', { name: /Request a Call/ });
    call.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot open a tab
    await user.click(call);
    await waitFor(() => expect(posts.map((p) => p.path)).toContain('/api/v1/FeatureManagement/markused'));
    await waitFor(() => expect(screen.queryByRole('status', { name: title })).not.toBeInTheDocument());
    sandbox.server.events.removeAllListeners();
  });

  it('shows nothing when the customer has no cross-sell feature', async () => {
    await signInForTest('au-inactive');
    const { queryClient } = renderPolicies(<CrossSellBanner />);
    // The feature list has loaded (empty for this customer).
    await waitFor(() => expect(queryClient.getQueriesData({ queryKey: ['features'] })[0]?.[1]).toEqual([]));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('without a configured callback link, Request a Call is a button that only records the request', async () => {
    const user = userEvent.setup();
    await signInForTest('au-family');
    const posts = recordPosts();
    renderWithPortal(<CrossSellBanner />, { brandConfig: { brand: { ...testBrand, crossSellCallbackUrl: undefined } } });
    expect(screen.queryByRole('link', { name: /Request a Call/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Request a Call' }));
    await waitFor(() => expect(posts.map((p) => p.path)).toContain('/api/v1/FeatureManagement/markused'));
    await waitFor(() => expect(screen.queryByRole('status', { name: title })).not.toBeInTheDocument());
    sandbox.server.events.removeAllListeners();
  });
});
