import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PersonaId } from '@portal/sandbox-api';
import { renderPolicies } from '@portal/policy-data/testing';
import { PolicyDetailPage } from './policy-detail-page';
import { centsOf, dayMonthYear, dollars, seededPolicy, setupSandboxServer } from '@portal/sandbox-api/testing';
import { signInForTest } from '@portal/testing';

setupSandboxServer();

async function paymentDetails(persona: PersonaId, policyNumber: string, flags = {}) {
  await signInForTest(persona);
  renderPolicies(<PolicyDetailPage />, { route: `/policy/${policyNumber}`, path: '/policy/:policyNumber', flags });
  return screen.findByRole('region', { name: 'Payment details' });
}
const value = (card: HTMLElement, label: string) => within(card).getByText(label).nextElementSibling?.textContent;

describe('PaymentDetailsSection', () => {
  it('shows the instalment (all benefits of all lives), frequency, next payment date and the card', async () => {
    const card = await paymentDetails('au-family', '51000101');
    // Every benefit of every life (two lives, each 48.20 + 0 + 6.15), from the seeded policy.
    const lives = seededPolicy('au-family', '51000101').detail.LifeInsured;
    const premiums = lives.flatMap((life) => life.BenefitDetails.map((b) => b.FrequencyPremiumAmount ?? 0));
    expect(value(card, 'Instalment amount')).toBe(dollars(centsOf(premiums)));
    expect(value(card, 'Instalment amount')).toBe('$108.70');
    expect(value(card, 'Payment frequency')).toBe('Monthly');
    const { NextCollectionDate, CCExpiry } = seededPolicy('au-family', '51000101').detail.PolicySummary;
    expect(value(card, 'Next payment date')).toBe(dayMonthYear(NextCollectionDate!));
    const [month, year] = CCExpiry!.split('-');
    expect(value(card, 'Payment method')).toBe(`Card **** *1111Expiry date: ${month}/20${year}`);
  });

  it('hides the frequency when the region does not display it', async () => {
    const card = await paymentDetails('au-family', '51000101', { displayPaymentFrequency: false });
    expect(within(card).queryByText('Payment frequency')).not.toBeInTheDocument();
  });

  it('shows a direct debit as bank account, account name, BSB and the last three digits', async () => {
    const card = await paymentDetails('au-family', '51000102');
    expect(value(card, 'Payment method')).toBe('Bank account');
    expect(value(card, 'Account name')).toBe("M O'NEIL");
    expect(value(card, 'BSB')).toBe('062-000');
    expect(value(card, 'Account number')).toBe('Account ***678');
  });

  it('tells a cheque payer to call, with no edit link', async () => {
    const card = await paymentDetails('au-family', '51000103');
    expect(value(card, 'Payment method')).toBe('Cheque');
    expect(card).toHaveTextContent('cannot be changed online. To change them, please call us on 1300 000 000.');
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('variant A: an Edit details link to the payment update', async () => {
    const card = await paymentDetails('au-family', '51000101');
    expect(within(card).getByRole('link', { name: 'Edit details' })).toHaveAttribute('href', '/update/payment/51000101');
    expect(within(card).queryByText(/due in|due today/)).not.toBeInTheDocument();
  });

  it('variant B: an Update link, the days until the next collection, no badge for a valid card', async () => {
    const card = await paymentDetails('au-family', '51000101', { paymentUpdateWorkflowType: 'B' });
    expect(within(card).getByRole('link', { name: 'Update' })).toHaveAttribute('href', '/update/payment/51000101');
    expect(within(card).getByText(/\(due in 9 days\)/)).toBeInTheDocument();
    expect(within(card).queryByText('Requires updating')).not.toBeInTheDocument();
  });

  it('variant B: a Requires updating badge for an expired card', async () => {
    const card = await paymentDetails('au-overdue', '52000201', { paymentUpdateWorkflowType: 'B' });
    const [month, year] = seededPolicy('au-overdue', '52000201').detail.PolicySummary.CCExpiry!.split('-');
    expect(value(card, 'Payment method')).toBe(`Card **** *4242Expiry date: ${month}/20${year}`);
    expect(within(card).getByText('Requires updating')).toBeInTheDocument();
  });

  it('variant B: no Update link for a cheque payer', async () => {
    const card = await paymentDetails('au-family', '51000103', { paymentUpdateWorkflowType: 'B' });
    expect(within(card).queryByRole('link', { name: 'Update' })).not.toBeInTheDocument();
  });
});
