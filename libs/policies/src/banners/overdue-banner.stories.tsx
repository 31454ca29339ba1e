import type { Meta, StoryObj } from '@storybook/react-vite';
import { PolicyStory } from '@portal/policy-data/stories';
import { OverdueBanner } from './overdue-banner';

/** The banner follows the selected brand's Pay Now variant and extended-dishonour flag. */
const meta = {
  title: 'policies/OverdueBanner',
  component: PolicyStory,
  args: { persona: 'au-overdue', children: <OverdueBanner /> },
} satisfies Meta<typeof PolicyStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnePolicyOverdue: Story = {};

export const ExtendedDishonour: Story = { args: { persona: 'au-dishonour' } };

export const PaymentPending: Story = { args: { persona: 'au-pending' } };

export const NewZealand: Story = { args: { persona: 'nz-overdue' } };
