import type { Meta, StoryObj } from '@storybook/react-vite';
import { longText } from '../testing/story-assets';
import { ErrorSummary } from './error-summary';

const meta = {
  title: 'ui-kit/ErrorSummary',
  component: ErrorSummary,
  args: {
    title: 'There is a problem',
    errors: [
      { fieldId: 'mobile', message: 'Enter your mobile number' },
      { fieldId: 'dob-dd', message: 'Enter your date of birth' },
    ],
  },
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SingleError: Story = { args: { errors: [{ fieldId: 'mobile', message: 'Enter your mobile number' }] } };

/** Renders nothing. */
export const Empty: Story = { args: { errors: [] } };

export const LongText: Story = { args: { errors: [{ fieldId: 'x', message: longText }] } };
