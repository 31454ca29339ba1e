import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ResendControl } from './resend-control';

const meta = {
  title: 'auth/ResendControl',
  component: ResendControl,
  args: { sentAt: Date.now(), resent: false, pending: false, onResend: fn() },
} satisfies Meta<typeof ResendControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 30-second countdown runs from when the story opened. */
export const Waiting: Story = { render: (args) => <ResendControl {...args} sentAt={Date.now()} /> };

export const Available: Story = { args: { sentAt: 0 } };

export const Sending: Story = { args: { sentAt: 0, pending: true } };
