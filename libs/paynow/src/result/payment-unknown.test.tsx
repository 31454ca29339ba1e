import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiPaths } from '@portal/core-api';
import { setupSandboxServer } from '@portal/sandbox-api/testing';
import { PoliciesProbe } from '@portal/policy-data/testing';
import { signInForTest } from '@portal/testing';
import { chargeThroughGateway, transactionIdsOf } from '../testing/charge';
import { renderPayNow } from '../testing/render-paynow';
import { markFinalising } from './receipt-record';

/**
 * Issue 45, "an outcome is never guessed": a finalise whose outcome is unknown (dropped, timed out, a 5xx, a 2xx
 * without a receipt reference, a reload mid-call) never shows the failure page's Try Again; the policy's payments
 * check (section 4) decides what is offered. The fault cells cover the client's own time-out (kind 'timeout', 504).
 */
const sandbox = setupSandboxServer();
afterEach(() => sandbox.server.events.removeAllListeners());

const POLICY = '52000201';
const paid = () => transactionIdsOf('au-overdue', POLICY).slice(0, 1);
const returnUrl = (transaction: string) =>
  `/payment/${POLICY}?transactionidentifier=${encodeURIComponent(transaction)}&passthroughparamobject=${paid().join(',')}`;

/** Counts the completecollection calls that reach the sandbox, and says whether one has. */
function watchFinalise() {
  const seen = { count: 0 };
  sandbox.server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.includes(apiPaths.completeCollection)) seen.count += 1;
  });
  return seen;
}

/** The payments check answers `status` once the finalise was called (the page's own load is answered as it is). */
function checkAnswersAfterFinalise(status: number) {
  const finalise = watchFinalise();
  sandbox.server.use(
    http.get(`*${apiPaths.getRealtimePayments}`, ({ request }) =>
      finalise.count > 0 ? new HttpResponse(null, { status }) : sandbox.app.fetch(request),
    ),
  );
}

/** Signed in as au-overdue, its card charged through the gateway, then back on the return leg (variant B). */
async function returnFromGateway(before?: (transaction: string) => Promise<unknown> | void) {
  const session = await signInForTest('au-overdue');
  const transaction = await chargeThroughGateway(session, POLICY);
  await before?.(transaction);
  renderPayNow(returnUrl(transaction), { variant: 'B', alongside: <PoliciesProbe /> });
  const page = await screen.findByRole('region', { name: 'Your payment may have gone through' });
  expect(page).toHaveTextContent('We did not receive a confirmation of your payment, but your card may have been charged.');
  expect(within(page).getByRole('link', { name: 'Call us on 1300 000 000' })).toHaveAttribute('href', 'tel:1300000000');
  expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  expect(screen.queryByText('An error occured processing your payment')).not.toBeInTheDocument();
  return page;
}

const STILL_DUE = 'The payments you chose are still due, so your payment does not appear to have gone through. You can pay them now.';
const PROCESSING = 'Your payment is being processed. Please allow up to 5 minutes for your policy to be updated.';
const RECEIVED = 'Your payment appears to have been received: the payments you chose are no longer due.';

/** Still due: a link back to the selection (never the card step again); one finalise call in all. */
async function expectPayAgainFromSelection(page: HTMLElement, finaliseCalls: { count: number }, expectedCalls: number) {
  expect(await within(page).findByRole('status')).toHaveTextContent(STILL_DUE);
  expect(pendingInPolicyData()).toBe(false);
  const payAgain = within(page).getByRole('link', { name: 'Pay overdue payments' });
  expect(payAgain).toHaveAttribute('href', `/payment/${POLICY}`);
  await userEvent.click(payAgain);
  expect(await screen.findByRole('button', { name: 'Next' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(`/payment/${POLICY}`);
  expect(finaliseCalls.count).toBe(expectedCalls);
}

/** Whether the policy data layer holds the policy as pending ('Processing Payment', no Pay Now offered for it). */
const pendingInPolicyData = () =>
  (JSON.parse(screen.getByTestId('policies').textContent!) as { policies: Array<{ number: string; pending: boolean }> }).policies.find(
    (p) => p.number === POLICY,
  )?.pending;

/** Processing or received: nothing to pay from here, only Back to My Policies; processing marks the policy pending. */
async function expectNothingToPay(page: HTMLElement, text: string) {
  expect(await within(page).findByRole('status')).toHaveTextContent(text);
  expect(within(page).queryByRole('link', { name: 'Pay overdue payments' })).not.toBeInTheDocument();
  expect(within(page).getByRole('button', { name: 'Back to My Policies' })).toBeInTheDocument();
  await waitFor(() => expect(pendingInPolicyData()).toBe(text === PROCESSING));
}

describe('PaymentResult: an unknown outcome is never a plain failure', () => {
  it('the finalise call dropped (no answer, status 0) and the payment still due: offers Pay Now again from the selection', async () => {
    const calls = watchFinalise();
    const page = await returnFromGateway(() => sandbox.fault({ route: apiPaths.completeCollection, mode: 'drop' }));
    await expectPayAgainFromSelection(page, calls, 1);
  });

  it('a 500 before the payment was recorded: still due, Pay Now again from the selection', async () => {
    const calls = watchFinalise();
    const page = await returnFromGateway(() => sandbox.fault({ route: apiPaths.completeCollection, status: 500 }));
    await expectPayAgainFromSelection(page, calls, 1);
  });

  it('a 504 after the server recorded the payment: the check answers 473, so the payment is being processed', async () => {
    const page = await returnFromGateway(() => sandbox.fault({ route: apiPaths.completeCollection, mode: 'reshape', status: 504 }));
    await expectNothingToPay(page, PROCESSING);
  });

  it('a 2xx without a receipt reference: never a receipt; the payment recorded (473) is being processed', async () => {
    const page = await returnFromGateway(() =>
      sandbox.fault({ route: apiPaths.completeCollection, mode: 'reshape', reshape: { drop: ['ReceiptReference'] } }),
    );
    await expectNothingToPay(page, PROCESSING);
    expect(screen.queryByRole('region', { name: 'Payment received' })).not.toBeInTheDocument();
  });

  it('a reload while the call was under way: never called again; the check finds the payment still due', async () => {
    const calls = watchFinalise();
    const page = await returnFromGateway((transaction) => markFinalising(transaction, true));
    await expectPayAgainFromSelection(page, calls, 0);
  });

  it.each([204, 467])('nothing due (%i): the payment appears to have been received', async (status) => {
    checkAnswersAfterFinalise(status);
    const page = await returnFromGateway(() => sandbox.fault({ route: apiPaths.completeCollection, mode: 'drop' }));
    await expectNothingToPay(page, RECEIVED);
  });

  it('a transaction in flight (469): processing, nothing to pay', async () => {
    checkAnswersAfterFinalise(469);
    const page = await returnFromGateway(() => sandbox.fault({ route: apiPaths.completeCollection, status: 502 }));
    await expectNothingToPay(page, PROCESSING);
  });

  it('the check itself fails: we could not confirm, call us; nothing to pay from here', async () => {
    checkAnswersAfterFinalise(500);
    const page = await returnFromGateway(() => sandbox.fault({ route: apiPaths.completeCollection, mode: 'drop' }));
    await expectNothingToPay(page, 'We could not confirm your payment. Please call us on 1300 000 000 before paying again.');
  });

  it('a refusal (400) stays the failure page with Try Again', async () => {
    const session = await signInForTest('au-overdue');
    const transaction = await chargeThroughGateway(session, POLICY);
    await sandbox.fault({ route: apiPaths.completeCollection, status: 400 });
    renderPayNow(returnUrl(transaction), { variant: 'B' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occured processing your payment');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your payment may have gone through' })).not.toBeInTheDocument());
  });
});
