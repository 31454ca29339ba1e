import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { BotCheckField } from './bot-check-field';

/**
 * Storybook serves no bot-check host, so a stand-in with the widget's contract (a labelled checkbox) is defined
 * here; the real one is the sandbox's /bot-check/widget.js.
 */
const installStandIn = () => {
  const target = window as unknown as Record<string, unknown>;
  target['sandboxBotCheck'] ??= {
    render: (element: HTMLElement, options: { callback: (token: string) => void }) => {
      const label = document.createElement('label');
      const input = document.createElement('input');
      input.type = 'checkbox';
      input.addEventListener('change', () => input.checked && options.callback('story-token'));
      label.append(input, " I'm not a robot");
      element.append(label);
      return 0;
    },
  };
};

const meta = {
  title: 'auth/BotCheckField',
  component: BotCheckField,
  beforeEach: installStandIn,
  args: { id: 'bot-check', resetCount: 0, onVerified: fn(), onRejected: fn() },
} satisfies Meta<typeof BotCheckField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unanswered: Story = {};

export const Required: Story = { args: { error: 'Please verify that you are not a robot', errorPrefix: 'Error:' } };
