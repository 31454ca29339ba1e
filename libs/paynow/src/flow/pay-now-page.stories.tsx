import type { Meta, StoryObj } from '@storybook/react-vite';
import { PolicyStory } from '@portal/policies/testing';
import { PayNowPage } from './pay-now-page';

const meta = {
  title: 'paynow/PayNowPage',
  component: PolicyStory,
  args: { persona: 'au-overdue', path: '/payment/:policyNumber', route: '/payment/52000201', children: <PayNowPage /> },
} satisfies Meta<typeof PolicyStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The selection in the brand's own variant (the toolbar's brand decides A or B). */
export const Selection: Story = {};

/** New Zealand: two overdue payments on a funeral policy. */
export const NewZealand: Story = { args: { persona: 'nz-overdue', route: '/payment/55000901' } };

/** Canada: the overdue life policy. */
export const Canada: Story = { args: { persona: 'ca-multi', route: '/payment/56001002' } };

/** Before the policies have loaded. */
export const Loading: Story = { args: { persona: undefined } };

/** A policy number that is not the customer's. */
export const NotFound: Story = { args: { route: '/payment/99999999' } };
