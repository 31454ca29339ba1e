import type { Meta, StoryObj } from '@storybook/react-vite';
import { ButtonLink } from './button-link';

const meta = {
  title: 'ui-kit/ButtonLink',
  component: ButtonLink,
  args: { href: '#policy', children: 'View policy' },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { $variant: 'secondary', children: 'My inbox' } };
export const Long: Story = { args: { children: 'Pay the overdue premiums of this policy now' } };
