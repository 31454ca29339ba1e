import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportEvent } from '@portal/telemetry';
import { setupSandboxServer } from '@portal/sandbox-api/testing';
import { signInForTest } from '@portal/testing';
import { fastTimings, renderUpdatePayment } from '../testing/render-update-payment';

// Section 8's monitoring messages leave through the portal's one telemetry module: watched here, where they arrive.
vi.mock('@portal/telemetry', async (original) => ({ ...(await original<object>()), reportEvent: vi.fn() }));

const sandbox = setupSandboxServer();
afterEach(() => vi.mocked(reportEvent).mockClear());

const inject = (fault: Record<string, unknown>) =>
  sandbox.app.request('/__sandbox/faults', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
const formFailed = 'The secure payment form could not be loaded. Please try again later or call us on 1300 000 000.';
const reported = () => vi.mocked(reportEvent).mock.calls.map(([message]) => message);

// No gateway script is loaded in this file: the registration element is never defined.
describe('UpdatePaymentPage: the payment form failing to load (section 8)', () => {
  it('ValidateAndGetTokens answered 500: reports the form auth failure with its status and shows the failure with the phone', async () => {
    await signInForTest('au-family');
    await inject({ route: '/api/v1/updatepaymentdetails/ValidateAndGetTokens', status: 500, times: 1 });
    const { leaveTo } = renderUpdatePayment('/update/payment/51000101');
    expect(await screen.findByRole('alert')).toHaveTextContent(formFailed);
    await waitFor(() => expect(reported()).toContain('Failed to load Update Payment Method form auth - Status: 500'));
    expect(reported()).toEqual(['Failed to load Update Payment Method form auth - Status: 500']);
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it('ValidateAndGetTokens unreachable: reported with status 503, and the customer is sent to the 503 page', async () => {
    await signInForTest('au-family');
    await inject({ route: '/api/v1/updatepaymentdetails/ValidateAndGetTokens', mode: 'drop', times: 1 });
    const { leaveTo } = renderUpdatePayment('/update/payment/51000101');
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/503.html'));
    expect(reportEvent).toHaveBeenCalledWith('Failed to load Update Payment Method form auth - Status: 503', undefined);
  });

  it('the web component script failing to load: reported to monitoring, the failure shown and Save held', async () => {
    await signInForTest('au-family');
    renderUpdatePayment('/update/payment/51000101', { timings: { ...fastTimings, timeoutMs: 10_000 } });
    await screen.findByRole('radio', { name: 'Credit or debit card' });
    // The browser's answer to a script it could not fetch: an error event on the element.
    const script = await waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>(`script[src="${window.location.origin}/gateway/registration.js"]`);
      expect(found).not.toBeNull();
      return found!;
    });
    expect(reportEvent).not.toHaveBeenCalled();
    fireEvent.error(script);
    expect(await screen.findByRole('alert')).toHaveTextContent(formFailed);
    expect(reported()).toEqual(['Update Payment Method web component script failed to load']);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
