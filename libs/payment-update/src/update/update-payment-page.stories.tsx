import type { Meta, StoryObj } from '@storybook/react-vite';
import { PolicyStory } from '@portal/policies/testing';
import { UpdatePaymentPage } from './update-payment-page';

const path = '/update/payment/:policyNumber';

const meta = {
  title: 'payment-update/UpdatePaymentPage',
  component: PolicyStory,
  args: { persona: 'au-family', route: '/update/payment/51000103', path, children: <UpdatePaymentPage /> },
} satisfies Meta<typeof PolicyStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A cheque payer: the method cannot be changed online, with the brand phone. */
export const Cheque: Story = {};

/** Before the customer's policies have loaded. */
export const Loading: Story = { args: { persona: undefined, route: '/update/payment/51000101' } };

/** A policy that is not the customer's: the not-found page. */
export const NotTheCustomers: Story = { args: { route: '/update/payment/52000201' } };

/** A lapsed policy: the not-found page. */
export const Inactive: Story = { args: { persona: 'au-inactive', route: '/update/payment/53000501' } };

/**
 * Back from a failed save (?error=true): the configured banner above the form. Storybook has no API, so the form's
 * gateway configuration fails to load: the second banner is that error state, with the brand phone.
 */
export const FailedReturn: Story = { args: { route: '/update/payment/51000101?error=true' } };
