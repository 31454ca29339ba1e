import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadVendorStandIns, setupSandboxServer } from '@portal/sandbox-api/testing';
import { signInForTest } from '@portal/testing';
import { reportEvent } from '@portal/telemetry';
import { cardFrame, fastTimings, loadGatewayScripts, renderUpdatePayment } from '../testing/render-update-payment';

setupSandboxServer();
loadVendorStandIns();
beforeAll(loadGatewayScripts);
// Section 8's monitoring messages leave through the portal's one telemetry module: watched here, where they arrive.
vi.mock('@portal/telemetry', async (original) => ({ ...(await original<object>()), reportEvent: vi.fn() }));
afterEach(() => vi.mocked(reportEvent).mockClear());

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
    expect(within(summary).getByRole('link', { name: 'Tick the box to confirm the agreement' })).toHaveAttribute(
      'href',
      '#payment-update-agreement',
    );
    expect(agreement()).toHaveAttribute('aria-invalid', 'true');
    expect(reportEvent).toHaveBeenCalledWith('Update Payment details form validation failed', undefined);

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
    expect(within(await cardFrame()).getByLabelText('Card number')).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await waitFor(() => expect(save()).toBeEnabled());
  });

  it('saves the card returned with setup_intent and redirect_status=succeeded: variant B shows the new card', async () => {
    const user = userEvent.setup();
    await signInForTest('ca-multi');
    const { unmount } = renderUpdatePayment('/update/payment/56001003', { provider: 2, region: 'CA', variant: 'B' });
    await user.click(await screen.findByRole('radio', { name: 'Credit or debit card' }));
    // The card fields are in Stripe's frame: the card never enters the page.
    const card = within(await cardFrame());
    await user.type(card.getByLabelText('Card number'), '4242424242424242');
    await user.type(card.getByLabelText('Expiration date (MM / YY)'), '12/39');
    await user.type(card.getByLabelText('Security code'), '123');
    await user.type(card.getByLabelText('Name on card'), 'Chloe Tremblay');
    await user.click(agreement());
    await waitFor(() => expect(save()).toBeEnabled());
    // Stripe.js confirms the setup intent, then leaves the page for return_url: the address it leaves for is caught here.
    const leaveFor = vi.fn<(url: string) => void>();
    vi.stubGlobal('location', { href: window.location.href, origin: window.location.origin, assign: leaveFor });
    try {
      await user.click(save());
      await waitFor(() => expect(leaveFor).toHaveBeenCalledTimes(1));
    } finally {
      vi.unstubAllGlobals();
    }
    expect(reportEvent).toHaveBeenCalledWith('Update Payment details form validation successful', undefined);
    const returned = new URL(String(leaveFor.mock.calls[0]?.[0]));
    expect(returned.pathname).toBe('/update/payment/56001003');
    expect(returned.searchParams.get('redirect_status')).toBe('succeeded');
    expect(returned.searchParams.get('setup_intent')).toMatch(/^seti_/);
    unmount();

    // The page the browser loads on return: ProcessAfterRedirect saves the card, the refreshed policy shows it.
    renderUpdatePayment(returned.pathname + returned.search, { provider: 2, region: 'CA', variant: 'B' });
    expect(await screen.findByRole('heading', { name: 'Payment Method Updated' })).toBeInTheDocument();
    expect(screen.getByText(/will now be paid by: Card \*\*\*\* \*4242, Expiry date: 12\/2039/)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/update/payment/56001003'));
  });

  it('treats a return with any other redirect_status as a failure: the same path with error=true', async () => {
    await signInForTest('ca-multi');
    renderUpdatePayment('/update/payment/56001003?setup_intent=seti_x&redirect_status=failed', { provider: 2 });
    await waitFor(() => expect(location()).toBe('/update/payment/56001003?error=true'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/We were unable to update your payment details/);
  });
});
