import type { Meta, StoryObj } from '@storybook/react-vite';
import { PolicyStory } from '../testing/policy-story';
import { DashboardPage } from './dashboard-page';

const meta = {
  title: 'policies/DashboardPage',
  component: PolicyStory,
  args: { persona: 'au-family', children: <DashboardPage /> },
} satisfies Meta<typeof PolicyStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three policies of three product types, with the cross-sell banner. */
export const ThreePolicies: Story = {};

/** An overdue life policy: the overdue banner (variant by brand). */
export const Overdue: Story = { args: { persona: 'au-overdue' } };

/** Extended dishonour: the final-opportunity notice when the brand has the feature on. */
export const ExtendedDishonour: Story = { args: { persona: 'au-dishonour' } };

/** A payment being processed: 'Processing overdue payment' (variant A) or nothing (variant B). */
export const PaymentPending: Story = { args: { persona: 'au-pending' } };

/** Lapsed and cancelled policies only: no cover amounts or renewal dates, no cross-sell. */
export const NoActivePolicies: Story = { args: { persona: 'au-inactive', features: false } };

/** Fifty policies of every product type, status and payment method. */
export const ManyPolicies: Story = { args: { persona: 'au-many' } };

/** Before the customer's policies have loaded. */
export const Loading: Story = { args: { persona: undefined } };
