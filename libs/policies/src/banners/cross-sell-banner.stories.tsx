import type { Meta, StoryObj } from '@storybook/react-vite';
import { PolicyStory } from '@portal/policy-data/stories';
import { CrossSellBanner } from './cross-sell-banner';

const meta = {
  title: 'policies/CrossSellBanner',
  component: PolicyStory,
  args: { persona: 'au-family', children: <CrossSellBanner /> },
} satisfies Meta<typeof PolicyStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The customer's feature list holds Cross_Sale_Banner. */
export const Default: Story = {};
