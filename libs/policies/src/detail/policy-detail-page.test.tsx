import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPolicies } from '@portal/policy-data/testing';
import { PolicyDetailPage } from './policy-detail-page';
import { setupSandboxServer } from '@portal/sandbox-api/testing';
import { signInForTest } from '@portal/testing';

setupSandboxServer();

const open = (policyNumber: string, query = '', flags = {}) =>
  renderPolicies(<PolicyDetailPage />, { route: `/policy/${policyNumber}${query}`, path: '/policy/:policyNumber', flags });
const section = (name: string) => screen.findByRole('region', { name });

afterEach(() => {
  vi.useRealTimers();
});

describe('PolicyDetailPage', () => {
  it('shows the loading text, then the summary, payment details, lives insured and beneficiaries', async () => {
    await signInForTest('au-family');
    open('51000101');
    expect(screen.getByRole('heading', { level: 1, name: 'Policy overview' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your policy details...');

    const summary = await section('Policy summary');
    expect(within(summary).getByText('51000101')).toBeInTheDocument();
    expect(within(summary).getByText("Ms Mary-Jane O'Neil")).toBeInTheDocument();
    expect(within(summary).getByText('Active')).toBeInTheDocument();
    expect(within(summary).getByText('Start date')).toBeInTheDocument();
    expect(within(summary).getByText('Renewal date')).toBeInTheDocument();
    expect(within(summary).queryByText('End date')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Payment details' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Lives insured details' })).toBeInTheDocument();

    const beneficiaries = screen.getByRole('region', { name: 'Beneficiary details' });
    const rows = within(beneficiaries).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(["Sean O'Neil", "Aoife O'Neil"]);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual(['60%', '40%']);
    expect(screen.getByRole('link', { name: 'Back to my policies' })).toHaveAttribute('href', '/');
  });

  it('says when no beneficiary is listed', async () => {
    await signInForTest('au-family');
    open('51000102');
    expect(await section('Beneficiary details')).toHaveTextContent('Currently there is no beneficiary listed on this policy');
  });

  it('shows only the summary, with the end date, for an inactive policy', async () => {
    await signInForTest('au-inactive');
    open('53000501');
    const summary = await section('Policy summary');
    expect(within(summary).getByText('Lapsed')).toBeInTheDocument();
    expect(within(summary).getByText('End date')).toBeInTheDocument();
    expect(within(summary).queryByText('Renewal date')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payment details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Lives insured details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Beneficiary details' })).not.toBeInTheDocument();
  });

  it('shows the not-found page for a policy number that is not the customer’s', async () => {
    await signInForTest('au-family');
    open('52000201');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Policy overview' })).not.toBeInTheDocument();
  });

  it('links to the inbox when documents are on and the policy has documents', async () => {
    await signInForTest('au-family');
    open('51000101');
    expect(await screen.findByRole('link', { name: 'My inbox' })).toHaveAttribute('href', '/documents/51000101');
  });

  it('has no inbox link without documents, or with the documents feature off', async () => {
    await signInForTest('au-family');
    const { unmount } = open('51000103');
    await section('Policy summary');
    expect(screen.queryByRole('link', { name: 'My inbox' })).not.toBeInTheDocument();
    unmount();
    open('51000101', '', { documentsFeature: 0 });
    await section('Policy summary');
    expect(screen.queryByRole('link', { name: 'My inbox' })).not.toBeInTheDocument();
  });

  it('shows the payment-updated notice for 10 seconds after ?success=1', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await signInForTest('au-family');
    open('51000101', '?success=1');
    expect(await screen.findByText('Your payment details have been updated')).toBeInTheDocument();
    expect(screen.getByText('Your payment details have been updated').closest('[role="status"]')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(screen.getByText('Your payment details have been updated')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    expect(screen.queryByText('Your payment details have been updated')).not.toBeInTheDocument();
  });

  it('shows the configured error banner, with the phone number, after ?error=true', async () => {
    await signInForTest('au-family');
    open('51000101', '?error=true');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We were unable to update your payment details. Call 1300 000 000.');
  });
});
