import type { Meta, StoryObj } from '@storybook/react-vite';
import { PolicyStory } from '@portal/policy-data/stories';
import { PolicyDetailPage } from './policy-detail-page';

const at = (policyNumber: string, query = '') => ({ route: `/policy/${policyNumber}${query}` });

const meta = {
  title: 'policies/PolicyDetailPage',
  component: PolicyStory,
  args: { persona: 'au-family', path: '/policy/:policyNumber', ...at('51000101'), children: <PolicyDetailPage /> },
} satisfies Meta<typeof PolicyStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Life (1) by card: two lives insured, special provisions, two beneficiaries, inbox. */
export const LifeByCard: Story = {};

/** Funeral (2) by direct debit, fortnightly, no beneficiaries. */
export const FuneralByDirectDebit: Story = { args: at('51000102') };

/** Funeral with expiry (12), accepted, paid by cheque: cannot be changed online. */
export const FuneralWithExpiryByCheque: Story = { args: at('51000103') };

/** Income protection (4): waiting period and benefit period. */
export const IncomeProtection: Story = { args: { persona: 'au-overdue', ...at('52000202') } };

/** Overdue, by an expired card ('Requires updating' in payment-update variant B). */
export const OverdueExpiredCard: Story = { args: { persona: 'au-overdue', ...at('52000201') } };

/** Processing Payment while a payment is pending. */
export const ProcessingPayment: Story = { args: { persona: 'au-pending', ...at('53000401') } };

/** Lapsed: the summary only, with the end date. */
export const Lapsed: Story = { args: { persona: 'au-inactive', ...at('53000501') } };

/** Back from a successful payment update (variant A). */
export const PaymentUpdated: Story = { args: at('51000101', '?success=1') };

/** Back from a failed payment update: the configured error banner. */
export const PaymentUpdateFailed: Story = { args: at('51000101', '?error=true') };

/** A policy number that is not the customer's. */
export const NotFound: Story = { args: at('99999999') };

export const Loading: Story = { args: { persona: undefined } };
