import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { createApiClient } from '@portal/core-api';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { customerDetailQuery, useCustomerDetail } from './use-customer-detail';
import { useFeatureList } from './use-feature-list';
import { renderWithPortal, signInForTest } from '@portal/testing';
import { setupSandboxServer } from '@portal/sandbox-api/testing';

const sandbox = setupSandboxServer();
const customer = { ClientId: 1, FirstName: 'ANA', LastName: 'LEE', CountryId: 13, CustomPostaladdress: false, Policies: [] };

function Probe() {
  const detail = useCustomerDetail();
  const features = useFeatureList();
  return (
    <p>
      {detail.status}:{detail.data?.Policies.length ?? '-'} / {features.fetchStatus}:
      {features.data?.map((f) => f.FeatureKey).join(',') ?? '-'}
    </p>
  );
}

describe('post-login data (section 4)', () => {
  it('loads the customer details, then the feature list', async () => {
    const calls: string[] = [];
    sandbox.server.events.on('request:start', ({ request }) => calls.push(new URL(request.url).pathname));
    await signInForTest('au-family');
    calls.length = 0;
    renderWithPortal(<Probe />);
    expect(await screen.findByText('success:3 / idle:Cross_Sale_Banner')).toBeInTheDocument();
    expect(calls).toEqual(['/api/v1/Customer/getcustomerdetail', '/api/v1/FeatureManagement/features']);
    sandbox.server.events.removeAllListeners();
  });

  it('asks for the customer details once when an observer unsubscribes and subscribes again at once (StrictMode, a remount)', async () => {
    const client = createApiClient({ countryId: 13, requestSource: 'CustomerPortalWeb', getToken: () => 'token' });
    const fetches = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
      await new Promise((settle) => setTimeout(settle, 10));
      if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError');
      return Response.json(customer);
    });
    const queryClient = new QueryClient();
    const options = customerDetailQuery(client, 'login-1');
    const unsubscribe = new QueryObserver(queryClient, options).subscribe(() => undefined);
    unsubscribe();
    const again = new QueryObserver(queryClient, options);
    const stop = again.subscribe(() => undefined);
    await vi.waitFor(() => expect(again.getCurrentResult().status).toBe('success'));
    expect(fetches).toHaveBeenCalledTimes(1);
    expect(fetches.mock.calls[0]?.[1]?.signal?.aborted ?? false).toBe(false);
    stop();
    fetches.mockRestore();
  });

  it('loads nothing when signed out', () => {
    renderWithPortal(<Probe />);
    expect(screen.getByText('pending:- / idle:-')).toBeInTheDocument();
  });
});
