import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupSandboxServer } from '@portal/sandbox-api/testing';
import { signInForTest } from '@portal/session/testing';
import { setMonitoringReporter } from '../monitoring/report-to-monitoring';
import { fastTimings, loadGatewayScripts, renderUpdatePayment } from '../testing/render-update-payment';

setupSandboxServer();
beforeAll(loadGatewayScripts);
afterEach(() => setMonitoringReporter(null));

const location = () => screen.getByTestId('location').textContent;
const save = () => screen.getByRole('button', { name: 'Save' });
const agreement = () => screen.getByRole('checkbox');

describe('UpdatePaymentPage: guards', () => {
  it('tells a cheque payer to call, with the brand phone, and shows no form', async () => {
    await signInForTest('au-family');
    renderUpdatePayment('/update/payment/51000103');
    expect(await screen.findByText(/cannot be changed online: please call us on 1300 000 000/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('shows the not-found page for a policy that is not the customer’s, and for an inactive one', async () => {
    await signInForTest('au-family');
    const { unmount } = renderUpdatePayment('/update/payment/52000201');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    unmount();
    await signInForTest('au-inactive');
    renderUpdatePayment('/update/payment/53000501');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('UpdatePaymentPage: the form (provider 1)', () => {
  it('shows the current method; switching method resets the agreement and the invalid mark; Save needs the agreement', async () => {
    const user = userEvent.setup();
    const report = vi.fn();
    setMonitoringReporter(report);
    await signInForTest('au-family');
    renderUpdatePayment('/update/payment/51000101');
    const current = await screen.findByRole('region', { name: 'Current payment method' });
    expect(current).toHaveTextContent(/^Current payment methodCard \*\*\*\* \*\d{4}current methodExpiry date: \d{2}\/\d{4}$/);
    expect(screen.getByRole('radio', { name: 'Credit or debit card' })).toBeChecked();
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(screen.getByText(/^I agree to charges for .+, monthly\.$/)).toBeInTheDocument();
    await waitFor(() => expect(save()).toBeEnabled());

    await user.click(save());
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole('link', { name: 'Tick the box to confirm the agreement' })).toHaveAttribute('href', '#payment-update-agreement');
    expect(agreement()).toHaveAttribute('aria-invalid', 'true');
    expect(report).toHaveBeenCalledWith('Update Payment details form validation failed', undefined);

    await user.click(agreement());
    await user.click(screen.getByRole('radio', { name: 'Bank account' }));
    expect(agreement()).not.toBeChecked();
    expect(agreement()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert', { name: 'There is a problem' })).not.toBeInTheDocument();
    expect(await screen.findByLabelText('BSB')).toBeInTheDocument();
    expect(screen.getByText(/^I agree to debits for /)).toBeInTheDocument();
  });

  it('saves a bank account: the page reloads with action=databasesaved and accountType=DD, then variant A goes to the policy with success=1', async () => {
    const user = userEvent.setup();
    await signInForTest('au-family');
    renderUpdatePayment('/update/payment/51000101');
    await user.click(await screen.findByRole('radio', { name: 'Bank account' }));
    await user.type(await screen.findByLabelText('Account name'), 'M J ONEIL');
    await user.type(screen.getByLabelText('BSB'), '062000');
    await user.type(screen.getByLabelText('Account number'), '12345678');
    await user.click(agreement());
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() => expect(location()).toBe('/policy/51000101?success=1'));
  });

  it('variant B: Payment Method Updated with the new method and the next collection date', async () => {
    const user = userEvent.setup();
    await signInForTest('au-family');
    renderUpdatePayment('/update/payment/51000102', { variant: 'B' });
    await user.click(await screen.findByRole('radio', { name: 'Credit or debit card' }));
    await user.type(await screen.findByLabelText('Card number'), '5555555555554444');
    await user.type(screen.getByLabelText('Name on card'), 'Mary Oneil');
    await user.type(screen.getByLabelText('Expiry month (MM)'), '12');
    await user.type(screen.getByLabelText('Expiry year (YY)'), '39');
    await user.type(screen.getByLabelText('Security code (CVC)'), '123');
    await user.click(agreement());
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    expect(await screen.findByRole('heading', { name: 'Payment Method Updated' })).toBeInTheDocument();
    expect(screen.getByText(/will now be paid by: Card \*\*\*\* \*4444, Expiry date: 12\/2039/)).toBeInTheDocument();
    expect(screen.getByText(/^Next collection date: \d{1,2} \w+ \d{4}$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Policies' })).toHaveAttribute('href', '/');
    // The returned token left the address as soon as the page read it.
    await waitFor(() => expect(location()).toBe('/update/payment/51000102'));
  });

  it('a failed save returns to the same path with error=true and the configured banner', async () => {
    await signInForTest('au-family');
    renderUpdatePayment('/update/payment/51000101?token=reg-unknown&accountType=CC');
    await waitFor(() => expect(location()).toBe('/update/payment/51000101?error=true'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/We were unable to update your payment details/);
    expect(await screen.findByRole('radio', { name: 'Bank account' })).toBeInTheDocument();
  });
});

describe('UpdatePaymentPage: provider 2 (Stripe)', () => {
  it('holds Save while the card element loads, enabling it after it appears', async () => {
    await signInForTest('ca-multi');
    renderUpdatePayment('/update/payment/56001001', { provider: 2, region: 'CA', timings: { ...fastTimings, enableDelayMs: 300 } });
    await screen.findByRole('radio', { name: 'Credit or debit card' });
    await waitFor(() => expect(save()).toBeDisabled());
    expect(await screen.findByLabelText('Card number', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await waitFor(() => expect(save()).toBeEnabled());
  });

  it('saves the card returned with setup_intent and redirect_status=succeeded; a failed redirect_status is a failure', async () => {
    await signInForTest('ca-multi');
    const { unmount } = renderUpdatePayment('/update/payment/56001003?setup_intent=seti_x&redirect_status=failed', { provider: 2 });
    await waitFor(() => expect(location()).toBe('/update/payment/56001003?error=true'));
    unmount();
  });
});
