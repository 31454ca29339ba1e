import type { Meta, StoryObj } from '@storybook/react-vite';
import { normalisePolicyDetail } from '@portal/core-api';
import { personaFixture } from '@portal/policy-data/stories';
import { LivesInsuredSection } from './lives-insured-section';

const detailOf = (persona: Parameters<typeof personaFixture>[0], policyNumber: string) => {
  const policy = personaFixture(persona).policies.find((p) => p.detail.PolicySummary.PolicyNumber === policyNumber);
  if (!policy) throw new Error(`No policy ${policyNumber}`);
  return normalisePolicyDetail(policy.detail);
};

const meta = {
  title: 'policies/LivesInsuredSection',
  component: LivesInsuredSection,
  args: { detail: detailOf('au-family', '51000101') },
} satisfies Meta<typeof LivesInsuredSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Product type 1: two lives, benefits with special provisions. */
export const Life: Story = {};

/** Product type 2. */
export const Funeral: Story = { args: { detail: detailOf('au-family', '51000102') } };

/** Product type 12: with the benefit expiry date. */
export const FuneralWithExpiry: Story = { args: { detail: detailOf('au-family', '51000103') } };

/** Product type 4: waiting period in days, benefit period in years. */
export const IncomeProtection: Story = { args: { detail: detailOf('au-overdue', '52000202') } };
