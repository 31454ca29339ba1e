import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PageTitleProvider } from '@portal/session';
import { policyRecordOf, renderPolicies } from '@portal/policies/testing';
import { PaymentUpdated } from './payment-updated';

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
});
