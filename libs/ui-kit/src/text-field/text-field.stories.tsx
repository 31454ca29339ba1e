import type { Meta, StoryObj } from '@storybook/react-vite';
import { longText } from '../testing/story-assets';
import { TextField } from './text-field';

const meta = {
  title: 'ui-kit/TextField',
  component: TextField,
  args: { id: 'mobile', label: 'Mobile number', type: 'tel', autoComplete: 'tel', inputMode: 'numeric' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = { args: { hint: 'We will send a code to this number' } };

export const WithError: Story = {
  args: { hint: 'We will send a code to this number', error: 'Enter a valid mobile number', errorPrefix: 'Error:' },
};

export const Email: Story = { args: { id: 'email', label: 'Email address', type: 'email', autoComplete: 'email', inputMode: 'email' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: '0400 000 000' } };

export const LongText: Story = { args: { label: longText, hint: longText, error: longText } };
