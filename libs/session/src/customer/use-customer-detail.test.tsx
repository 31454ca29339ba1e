import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCustomerDetail } from './use-customer-detail';
import { useFeatureList } from './use-feature-list';
import { renderWithPortal, signInForTest } from '../testing';
import { setupSandboxServer } from '@portal/sandbox-api/testing';

const sandbox = setupSandboxServer();

function Probe() {
  const detail = useCustomerDetail();
  const features = useFeatureList();
  return (
    <p>
      {detail.status}:{detail.data?.Policies.length ?? '-'} / {features.fetchStatus}:{features.data?.map((f) => f.FeatureKey).join(',') ?? '-'}
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

  it('loads nothing when signed out', () => {
    renderWithPortal(<Probe />);
    expect(screen.getByText('pending:- / idle:-')).toBeInTheDocument();
  });
});
