import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Stack } from './stack';

const meta = {
  title: 'ui-kit/Stack',
  component: Stack,
  args: {
    children: [<p key="a">First paragraph.</p>, <p key="b">Second paragraph.</p>, <Button key="c">Continue</Button>],
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Tight: Story = { args: { $gap: 1 } };
export const StartAligned: Story = { args: { $align: 'start', $gap: 6 } };
