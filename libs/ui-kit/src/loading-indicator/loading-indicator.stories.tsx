import type { Meta, StoryObj } from '@storybook/react-vite';
import { longText } from '../testing/story-assets';
import { LoadingIndicator } from './loading-indicator';

const meta = {
  title: 'ui-kit/LoadingIndicator',
  component: LoadingIndicator,
  args: { text: 'Loading your policy details...' },
} satisfies Meta<typeof LoadingIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LongText: Story = { args: { text: longText } };
