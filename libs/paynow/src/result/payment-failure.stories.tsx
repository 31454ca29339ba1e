import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaymentFailure } from './payment-failure';

const meta = {
  title: 'paynow/PaymentFailure',
  component: PaymentFailure,
  args: { policyNumber: '52000201' },
} satisfies Meta<typeof PaymentFailure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'An error occured processing your payment', the configured help text with the brand's phone, Try Again, Back. */
export const Failure: Story = {};
