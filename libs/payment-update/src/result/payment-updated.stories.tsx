import type { Meta, StoryObj } from '@storybook/react-vite';
import { policyRecordOf } from '@portal/policy-data/stories';
import { PaymentUpdated } from './payment-updated';

const meta = {
  title: 'payment-update/PaymentUpdated (variant B)',
  component: PaymentUpdated,
  args: { policy: policyRecordOf('au-family', '51000101') },
} satisfies Meta<typeof PaymentUpdated>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The new method and the next collection date; Back to My Policies. */
export const Updated: Story = {};

/** With overdue payments: the note that the update does not settle them, Pay Now and Back to My Policies. */
export const WithOverduePayments: Story = { args: { policy: policyRecordOf('au-overdue', '52000201') } };

/** In extended dishonour: no next collection date. */
export const ExtendedDishonour: Story = { args: { policy: policyRecordOf('au-dishonour', '52000301') } };
