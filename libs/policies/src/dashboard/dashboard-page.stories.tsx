import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useBrand } from '@portal/config';
import { brandPersonas } from '@portal/sandbox-api';
import { apiPaths } from '@portal/core-api';
import { customerDetailQueryKey } from '@portal/session';
import { sandboxFault } from '@portal/testing/stories';
import { PolicyStory, customerDetailOf, type PolicyStoryProps } from '@portal/policy-data/stories';
import { DashboardPage } from './dashboard-page';

/** The customer detail of the tile's brand's customer with an empty policy list, seeded before the page renders. */
function NoPoliciesCustomer(props: PolicyStoryProps) {
  const queryClient = useQueryClient();
  const brand = useBrand();
  const [seeded] = useState(() => {
    queryClient.setQueryData(customerDetailQueryKey(null), {
      ...customerDetailOf(brandPersonas[brand.id]?.card ?? 'au-family', brand.id),
      Policies: [],
    });
    queryClient.setQueryData(['features', null], []);
    return true;
  });
  return seeded ? <PolicyStory {...props} /> : null;
}

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

/**
 * A customer with no policies at all: 'You have no policies' (the sandbox's customer of the tile's brand, its
 * policy list emptied; no sandbox persona has none).
 */
export const NoPolicies: Story = { args: { persona: undefined }, render: (args) => <NoPoliciesCustomer {...args} /> };

/**
 * Signed in to the sandbox as the brand's card payer (single-brand: `sandboxSession`), whose getcustomerdetail the
 * sandbox fails with HTTP 500: the page's 'could not load' banner instead of the policies.
 */
export const CustomerLoadFailed: Story = {
  args: { persona: undefined },
  parameters: { sandboxSession: { as: 'card' } },
  beforeEach: sandboxFault({ route: apiPaths.getCustomerDetail, status: 500 }),
};
