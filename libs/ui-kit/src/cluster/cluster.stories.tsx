import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pill } from '../pill/pill';
import { Cluster } from './cluster';

const meta = {
  title: 'ui-kit/Cluster',
  component: Cluster,
  args: {
    children: [<strong key="a">Policy 123456</strong>, <Pill key="b">Active</Pill>, <span key="c">Monthly</span>],
  },
} satisfies Meta<typeof Cluster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SpaceBetween: Story = { args: { $justify: 'space-between' } };
export const WideGaps: Story = { args: { $gap: 6, $rowGap: 2 } };
