import type { Meta, StoryObj } from '@storybook/react-vite';
import { longText } from '../testing/story-assets';
import { Hint } from './hint';

const meta = {
  title: 'ui-kit/Hint',
  component: Hint,
  args: { children: 'For example, 27 3 1985' },
} satisfies Meta<typeof Hint>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LongText: Story = { args: { children: longText } };
