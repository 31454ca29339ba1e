import type { Meta, StoryObj } from '@storybook/react-vite';
import { PhoneLinkText } from './phone-link-text';

const meta = {
  title: 'ui-kit/PhoneLinkText',
  component: PhoneLinkText,
  args: { text: 'Your account is locked. Please call us on 1300 000 000.', phone: '1300 000 000' },
} satisfies Meta<typeof PhoneLinkText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPhone: Story = {};
export const WithoutPhone: Story = { args: { text: 'Please try again later.' } };
