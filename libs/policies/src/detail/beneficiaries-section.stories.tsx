import type { Meta, StoryObj } from '@storybook/react-vite';
import { normalisePolicyDetail } from '@portal/core-api';
import { personaFixture } from '@portal/policy-data/stories';
import { BeneficiariesSection } from './beneficiaries-section';

const detailOf = (persona: Parameters<typeof personaFixture>[0], index: number) => {
  const policy = personaFixture(persona).policies[index];
  if (!policy) throw new Error(`No policy ${index}`);
  return normalisePolicyDetail(policy.detail);
};

const meta = {
  title: 'policies/BeneficiariesSection',
  component: BeneficiariesSection,
  args: { detail: detailOf('au-family', 0) },
} satisfies Meta<typeof BeneficiariesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two beneficiaries, highest share first. */
export const TwoBeneficiaries: Story = {};

export const OneBeneficiary: Story = { args: { detail: detailOf('nz-single', 0) } };

export const NoBeneficiary: Story = { args: { detail: detailOf('au-family', 1) } };
