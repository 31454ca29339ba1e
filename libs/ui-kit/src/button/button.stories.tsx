import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { longText } from '../testing/story-assets';
import { Button } from './button';

const meta = {
  title: 'ui-kit/Button',
  component: Button,
  args: { children: 'Continue', onClick: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'secondary', 'link'] } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };

export const Link: Story = { args: { variant: 'link', children: 'Resend code' } };

export const FullWidth: Story = { args: { fullWidth: true, children: 'Log in' } };

export const Loading: Story = { args: { loading: true, loadingText: 'Checking your details...', children: 'Log in' } };

export const Disabled: Story = { args: { disabled: true } };

export const LongLabel: Story = { args: { children: longText } };
