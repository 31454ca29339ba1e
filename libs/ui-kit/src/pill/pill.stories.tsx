import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pill } from './pill';

const meta = {
  title: 'ui-kit/Pill',
  component: Pill,
  args: { children: 'New!' },
} satisfies Meta<typeof Pill>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const BesideText: Story = {
  render: (args) => (
    <p>
      Email <Pill {...args} />
    </p>
  ),
};

export const LongLabel: Story = { args: { children: 'Requires updating' } };
