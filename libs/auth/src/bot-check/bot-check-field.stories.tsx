import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { BotCheckField } from './bot-check-field';

/**
 * The configured reCAPTCHA script, as development configures it (Storybook's brand decorator): the sandbox's stand-in
 * in Storybook's MSW worker, its checkbox in reCAPTCHA's frame.
 */
const meta = {
  title: 'auth/BotCheckField',
  component: BotCheckField,
  args: { id: 'bot-check', resetCount: 0, onVerified: fn(), onRejected: fn() },
} satisfies Meta<typeof BotCheckField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unanswered: Story = {};

export const Required: Story = { args: { error: 'Please verify that you are not a robot', errorPrefix: 'Error:' } };
