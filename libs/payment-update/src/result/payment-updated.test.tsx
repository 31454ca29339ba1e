import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seededPolicy } from '@portal/sandbox-api/testing';
import { PageTitleProvider } from '@portal/i18n';
import { policyRecordOf, renderPolicies } from '@portal/policy-data/testing';
import { PaymentUpdated } from './payment-updated';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The seeded next collection date as section 9's long form 'D MMMM YYYY', computed here without the portal's formatter. */
const longDateOf = (wire: string): string => {
  const [year, month, day] = wire.slice(0, 10).split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
};
const nextCollectionOf = (persona: Parameters<typeof seededPolicy>[0], policyNumber: string) => {
  const next = seededPolicy(persona, policyNumber).detail.PolicySummary.NextCollectionDate;
  if (!next) throw new Error(`${policyNumber} has no next collection date`);
  return `Next collection date: ${longDateOf(next)}`;
};
const overdueNote = 'Updating your payment method does not pay your overdue payments. Please pay them now to keep your cover.';

describe('PaymentUpdated (variant B success view)', () => {
  it('titles the document My payment details (section 2) while shown, and gives the title back when it goes', async () => {
    const setTitle = vi.fn();
    const { unmount } = renderPolicies(
      <PageTitleProvider value={setTitle}>
        <PaymentUpdated policy={policyRecordOf('au-family', '51000101')} />
      </PageTitleProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Payment Method Updated' })).toBeInTheDocument();
    expect(setTitle).toHaveBeenLastCalledWith('shell:titles.myPaymentDetails');
    unmount();
    expect(setTitle).toHaveBeenLastCalledWith(null);
  });

  it('without overdue payments: the next collection date and only "Back to My Policies"', async () => {
    renderPolicies(<PaymentUpdated policy={policyRecordOf('au-family', '51000101')} />);
    const view = await screen.findByRole('region', { name: 'Payment Method Updated' });
    expect(within(view).getByText(nextCollectionOf('au-family', '51000101'))).toBeInTheDocument();
    expect(within(view).queryByText(overdueNote)).not.toBeInTheDocument();
    expect(
      within(view)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Back to My Policies']);
  });

  it('with overdue payments: notes the update does not settle them and offers Pay Now and Back to My Policies', async () => {
    renderPolicies(<PaymentUpdated policy={policyRecordOf('au-overdue', '52000201')} />);
    const view = await screen.findByRole('region', { name: 'Payment Method Updated' });
    expect(within(view).getByText(overdueNote)).toBeInTheDocument();
    expect(within(view).getByText(nextCollectionOf('au-overdue', '52000201'))).toBeInTheDocument();
    expect(within(view).getByRole('link', { name: 'Pay Now' })).toHaveAttribute('href', '/payment/52000201');
    expect(within(view).getByRole('link', { name: 'Back to My Policies' })).toHaveAttribute('href', '/');
  });

  it('in extended dishonour (status 1 or 2): no next collection date, still the note and Pay Now', async () => {
    for (const policyNumber of ['52000301', '52000302']) {
      const flags = { extendedDishonourPolicies: true };
      const { unmount } = renderPolicies(<PaymentUpdated policy={policyRecordOf('au-dishonour', policyNumber, flags)} />, { flags });
      const view = await screen.findByRole('region', { name: 'Payment Method Updated' });
      expect(within(view).queryByText(/^Next collection date:/)).not.toBeInTheDocument();
      expect(within(view).getByText(overdueNote)).toBeInTheDocument();
      expect(within(view).getByRole('link', { name: 'Pay Now' })).toHaveAttribute('href', `/payment/${policyNumber}`);
      unmount();
    }
  });

  it('shows the next collection date of an extended-dishonour policy when the extended-dishonour feature is off', async () => {
    const policy = policyRecordOf('au-dishonour', '52000301', { extendedDishonourPolicies: false });
    renderPolicies(<PaymentUpdated policy={policy} />, { flags: { extendedDishonourPolicies: false } });
    const view = await screen.findByRole('region', { name: 'Payment Method Updated' });
    expect(within(view).getByText(nextCollectionOf('au-dishonour', '52000301'))).toBeInTheDocument();
  });
});
