import type { Meta, StoryObj } from '@storybook/react-vite';
import { longText } from '../testing/story-assets';
import { FieldError } from './field-error';

const meta = {
  title: 'ui-kit/FieldError',
  component: FieldError,
  args: { id: 'mobile-error', prefix: 'Error:', error: 'Enter a valid mobile number' },
} satisfies Meta<typeof FieldError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LongText: Story = { args: { error: longText } };
