import type { Meta, StoryObj } from '@storybook/react-vite';
import { longText } from '../testing/story-assets';
import { Checkbox } from './checkbox';

const meta = {
  title: 'ui-kit/Checkbox',
  component: Checkbox,
  args: { id: 'same-address', label: 'My postal address is the same as my residential address' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithHint: Story = { args: { hint: 'You can change this later' } };

export const WithError: Story = {
  args: { id: 'confirm', label: 'I confirm the new payment details', error: 'Tick the box to confirm', errorPrefix: 'Error:' },
};

export const LongText: Story = { args: { label: longText, hint: longText } };
