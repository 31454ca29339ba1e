import type { Meta, StoryObj } from '@storybook/react-vite';
import { PolicyStory } from '@portal/policies/testing';
import { PayNowPage } from './pay-now-page';

/** Submits the selection once the page shows it (the policies load first, from the sandbox), in either variant. */
async function submitSelection(canvasElement: HTMLElement): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    const button = canvasElement.querySelector<HTMLButtonElement>('form button[type="submit"]');
    if (button) return button.click();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const meta = {
  title: 'paynow/PayNowPage',
  component: PolicyStory,
  args: { persona: 'au-overdue', path: '/payment/:policyNumber', route: '/payment/52000201', children: <PayNowPage /> },
} satisfies Meta<typeof PolicyStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The selection in the brand's own variant (the toolbar's brand decides A or B). */
export const Selection: Story = {};

/** The card step: the amount, the gateway's hosted card element (the sandbox's), Pay held until it has appeared. */
export const CardStep: Story = { play: ({ canvasElement }) => submitSelection(canvasElement) };

/** New Zealand: two overdue payments on a funeral policy. */
export const NewZealand: Story = { args: { persona: 'nz-overdue', route: '/payment/55000901' } };

/** Canada: the overdue life policy. */
export const Canada: Story = { args: { persona: 'ca-multi', route: '/payment/56001002' } };

/** Before the policies have loaded. */
export const Loading: Story = { args: { persona: undefined } };

/** A policy number that is not the customer's. */
export const NotFound: Story = { args: { route: '/payment/99999999' } };
