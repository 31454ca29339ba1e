import type { Meta, StoryObj } from '@storybook/react-vite';
import { longText } from '../testing/story-assets';
import { ErrorMessage } from './error-message';

const meta = {
  title: 'ui-kit/ErrorMessage',
  component: ErrorMessage,
  args: { hiddenPrefix: 'Error:', children: 'Enter your mobile number' },
} satisfies Meta<typeof ErrorMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LongText: Story = { args: { children: longText } };
