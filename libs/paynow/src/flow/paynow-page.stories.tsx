import type { Meta, StoryObj } from '@storybook/react-vite';
import { resetSessionStores } from '@portal/testing/stories';
import { PolicyStory } from '@portal/policy-data/stories';
import { PayNowStory } from '../testing/paynow-story';
import { PayNowPage } from './paynow-page';

/** Submits the selection once the page shows it (the policies load first, from the sandbox), in either variant. */
async function submitSelection(canvasElement: HTMLElement): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    const button = canvasElement.querySelector<HTMLButtonElement>('form button[type="submit"]');
    if (button) return button.click();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A receipt marks its policy as paid and keeps itself: emptied after the story, as at the end of a session. */
const emptiedAfter = () => () => resetSessionStores();

/**
 * /payment/:policyNumber for the overdue customer of the toolbar's brand (the sandbox's persona for that brand, its
 * region's money and dates): the brand decides variant A or B, so "All brands" shows both side by side.
 */
const meta = {
  title: 'paynow/PayNowPage',
  component: PayNowStory,
  args: { stage: 'flow', children: <PayNowPage /> },
} satisfies Meta<typeof PayNowStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The selection in the brand's own variant (variant B with a single overdue payment opens at the card step). */
export const Selection: Story = {};

/** The card step: the amount, the gateway's hosted card element, Pay held until it has appeared. */
export const CardStep: Story = { play: ({ canvasElement }) => submitSelection(canvasElement) };

/**
 * The card step signed in to the sandbox as the brand's overdue customer (single-brand: `sandboxSession`): the
 * sandbox's getpaymentcontrol gives the gateway session, its hosted card-capture script mounts the card element
 * inside the form, and Pay is enabled once the element has been there 3 s.
 */
export const CardElement: Story = {
  args: { signedIn: true },
  parameters: { sandboxSession: { as: 'overdue' } },
  play: ({ canvasElement }) => submitSelection(canvasElement),
};

/** The return leg, every overdue payment paid: receipt A ('Thank you {name}!') or B (the policy is up to date). */
export const Receipt: Story = { args: { stage: 'receipt' }, beforeEach: emptiedAfter };

/** The return leg, only the oldest payment paid: the partial-payment note (the policy is still at risk). */
export const PartialReceipt: Story = { args: { stage: 'partial-receipt' }, beforeEach: emptiedAfter };

/**
 * The return leg whose answer carried no receipt reference: the outcome is unknown, so no Try Again; the policy's
 * payments check, asked of the sandbox as the brand's overdue customer (single-brand: `sandboxSession`), decides what
 * is offered (here the payments are still due: pay again from the selection), with the brand's phone. A refusal's
 * failure page (Try Again) is `paynow-paymentfailure--failure`.
 */
export const UnknownOutcome: Story = {
  args: { stage: 'unknown', signedIn: true },
  parameters: { sandboxSession: { as: 'overdue' } },
  beforeEach: emptiedAfter,
};

/** Before the policies have loaded. */
export const Loading: Story = {
  render: () => (
    <PolicyStory path="/payment/:policyNumber" route="/payment/52000201">
      <PayNowPage />
    </PolicyStory>
  ),
};

/** A policy number that is not the customer's. */
export const NotFound: Story = {
  render: () => (
    <PolicyStory persona="au-overdue" path="/payment/:policyNumber" route="/payment/99999999">
      <PayNowPage />
    </PolicyStory>
  ),
};
