import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { centsOf, dollars, seededPayments, setupSandboxServer } from '@portal/sandbox-api/testing';
import { signInForTest } from '@portal/testing';
import { fastTimings, renderPayNow } from '../testing/render-paynow';
import { transactionIdsOf } from '../testing/charge';

setupSandboxServer();
const toCard = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: 'Continue' }));
  return screen.findByRole('form', { name: 'Please provide your credit card details.' });
};

describe('CardStep without the gateway script (it never loads in this DOM)', () => {
  it('turns a card element that never appears into the Pay Now failure, and Try Again goes back to the selection', async () => {
    const user = userEvent.setup();
    await signInForTest('nz-overdue');
    renderPayNow('/payment/55000901', { timings: { ...fastTimings, timeoutMs: 200 } });
    await toCard(user);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the secure card form...');
    // Every payment selected: the whole amount, to the cent.
    const all = dollars(centsOf(seededPayments('nz-overdue', '55000901').map((p) => p.Amount)));
    expect(screen.getByRole('button', { name: `Pay ${all}` })).toBeDisabled();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occured processing your payment');
    await waitFor(() => expect(within(alert).getByRole('heading', { level: 2 })).toHaveFocus());
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('group', { name: 'Outstanding payments' })).toBeInTheDocument();
  });
});

describe('CardStep with the gateway’s component', () => {
  beforeAll(async () => {
    // What the browser does with the script the API names: the sandbox gateway's own code defines the element.
    const script = await (await fetch(`${window.location.origin}/gateway/card-capture.js`)).text();
    new Function(script)();
  });

  it('configures the element as section 7 says for the payments selected and enables Pay only after it has appeared', async () => {
    const user = userEvent.setup();
    await signInForTest('au-overdue-a');
    renderPayNow('/payment/51001101', { timings: { ...fastTimings, enableDelayMs: 800 }, regional: { showCreditCardInParts: true } });
    // Unticking the second payment leaves the oldest alone (variant A deselects the later ones too).
    const boxes = await screen.findAllByRole('checkbox');
    await user.click(boxes[1]!);
    const form = await toCard(user);
    const [oldest] = seededPayments('au-overdue-a', '51001101');
    const element = form.querySelector('sandbox-card-capture')!;
    expect(
      Object.fromEntries(
        ['client-id', 'quote-id', 'auth-token', 'environment', 'api-url', 'action-url', 'form-id', 'region', 'passthrough'].map((a) => [
          a,
          element.getAttribute(a),
        ]),
      ),
    ).toEqual({
      'client-id': '700012',
      'quote-id': 'Q-51001101',
      'auth-token': expect.stringMatching(/^gw-/),
      environment: 'production',
      'api-url': `${window.location.origin}/gateway`,
      'action-url': `${window.location.origin}/payment/51001101`,
      'form-id': form.id,
      region: 'AU',
      passthrough: String(transactionIdsOf('au-overdue-a', '51001101')[0]),
    });
    expect(element.hasAttribute('show-card-in-parts')).toBe(true);
    expect(element.hasAttribute('show-name-first')).toBe(false);
    const pay = screen.getByRole('button', { name: `Pay ${dollars(centsOf([oldest!.Amount]))}` });
    expect(await within(form).findByRole('group', { name: 'Card number' })).toBeInTheDocument();
    // Still held for enableDelayMs after the element appeared (long enough to be seen on a busy machine).
    expect(pay).toBeDisabled();
    await waitFor(() => expect(pay).toBeEnabled(), { timeout: 3000 });
  });

  it('shows the failure page when the gateway declines the card', async () => {
    const user = userEvent.setup();
    await signInForTest('au-overdue-a');
    renderPayNow('/payment/51001101');
    const form = await toCard(user);
    const pay = within(form).getByRole('button', { name: /^Pay \$/ });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.type(within(form).getByLabelText('Card number'), '4000000000000002');
    await user.type(within(form).getByLabelText('Name on card'), 'Ruby Ellis');
    await user.type(within(form).getByLabelText('Expiry month (MM)'), '12');
    await user.type(within(form).getByLabelText('Expiry year (YY)'), '39');
    await user.type(within(form).getByLabelText('Security code (CVC)'), '123');
    await user.click(pay);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occured processing your payment');
  });
});
