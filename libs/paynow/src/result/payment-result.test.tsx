import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@portal/core-api';
import { centsOf, dayMonthYear, dollars, seededPayments, seededPolicy, setupSandboxServer } from '@portal/sandbox-api/testing';
import { signInForTest } from '@portal/testing';
import { chargeThroughGateway, transactionIdsOf } from '../testing/charge';
import { renderPayNow } from '../testing/render-paynow';

const sandbox = setupSandboxServer();

/** Counts the completecollection calls that reach the sandbox. */
function countCompleteCalls() {
  const seen = { count: 0 };
  sandbox.server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.includes(apiPaths.completeCollection)) seen.count += 1;
  });
  return seen;
}

const returnUrl = (policy: string, transaction: string, ids: number[]) =>
  `/payment/${policy}?transactionidentifier=${encodeURIComponent(transaction)}&passthroughparamobject=${ids.join(',')}`;

describe('PaymentResult: the return leg', () => {
  it('variant B: finalises once and shows the receipt, partial payment warned; a reload shows it again without a call', async () => {
    const session = await signInForTest('au-overdue');
    const ids = transactionIdsOf('au-overdue', '52000201').slice(0, 2);
    const transaction = await chargeThroughGateway(session, '52000201');
    const calls = countCompleteCalls();
    const first = renderPayNow(returnUrl('52000201', transaction, ids), { variant: 'B' });
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your payment...');
    const receipt = await screen.findByRole('region', { name: 'Payment received' });
    const value = (label: string) => within(receipt).getByText(label).nextElementSibling?.textContent;
    expect(value('Reference number')).toMatch(/^RCPT-\d+$/);
    // The scheme as its mark, named for screen readers, beside the masked card.
    expect(within(receipt).getByRole('img', { name: 'Visa' })).toHaveAttribute('data-scheme', 'visa');
    expect(within(receipt).getByTestId('receipt-method')).toHaveTextContent(/Card \*{4} \*1111$/);
    expect(value('Sender name')).toBe('Liam Nguyen');
    // The two oldest of three payments, charged to the cent; the next collection date the policy carries.
    expect(value('Amount')).toBe(
      dollars(
        centsOf(
          seededPayments('au-overdue', '52000201')
            .slice(0, 2)
            .map((p) => p.Amount),
        ),
      ),
    );
    expect(value('Next regular payment date')).toBe(
      dayMonthYear(seededPolicy('au-overdue', '52000201').detail.PolicySummary.NextCollectionDate!),
    );
    expect(within(receipt).getByText(/still at risk of lapsing/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print receipt' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download as PDF' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add next payment to calendar' })).toHaveAttribute('download', 'next-payment-52000201.ics');
    expect(calls.count).toBe(1);
    const reference = value('Reference number');

    first.unmount();
    renderPayNow(returnUrl('52000201', transaction, ids), { variant: 'B' });
    const again = await screen.findByRole('region', { name: 'Payment received' });
    expect(within(again).getByText(reference!)).toBeInTheDocument();
    expect(calls.count).toBe(1);
  });

  it('variant A: thanks the customer by name with the reference; paying every payment gives no warning', async () => {
    const session = await signInForTest('nz-overdue');
    const ids = transactionIdsOf('nz-overdue', '55000901');
    const transaction = await chargeThroughGateway(session, '55000901', 154);
    renderPayNow(returnUrl('55000901', transaction, ids), { variant: 'A' });
    const receipt = await screen.findByRole('region', { name: 'Thank you Tama!' });
    expect(within(receipt).getByText(/^Reference #RCPT-\d+$/)).toBeInTheDocument();
    const paid = dollars(centsOf(seededPayments('nz-overdue', '55000901').map((p) => p.Amount)));
    expect(receipt).toHaveTextContent(`Your payment of ${paid} for policy 55000901 has been processed.`);
    expect(within(receipt).getByText('Please allow up to 5 minutes for your policy to be updated')).toBeInTheDocument();
    expect(screen.queryByText(/still at risk/)).not.toBeInTheDocument();
  });

  it('shows the failure page when the finalise call fails, and Try Again starts over', async () => {
    const user = userEvent.setup();
    await signInForTest('au-overdue');
    const { leaveTo } = renderPayNow(returnUrl('52000201', 'TXN-unknown', [520101]), { variant: 'B' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occured processing your payment');
    expect(alert).toHaveTextContent("Please try again or contact our support team on 1300 000 000 and we'll be happy to help.");
    expect(within(alert).getByRole('link', { name: 'Call us on 1300 000 000' })).toHaveAttribute('href', 'tel:1300000000');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(leaveTo).not.toHaveBeenCalled();
  });
});
