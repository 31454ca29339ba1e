/// <reference types="grecaptcha" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { BotCheckField } from './bot-check-field';

/**
 * Storybook serves no reCAPTCHA, so a stand-in with its JavaScript API (`grecaptcha.ready` and `render`, drawing a
 * labelled checkbox) is defined here; the sandbox serves a fuller one at /bot-check/recaptcha/api.js.
 */
const installStandIn = () => {
  const target = window as unknown as { grecaptcha?: Pick<ReCaptchaV2.ReCaptcha, 'ready' | 'render' | 'reset'> };
  target.grecaptcha ??= {
    ready: (callback) => callback(),
    render: (element, parameters) => {
      const label = document.createElement('label');
      const input = document.createElement('input');
      input.type = 'checkbox';
      input.addEventListener('change', () => input.checked && parameters?.callback?.('story-token'));
      label.append(input, " I'm not a robot");
      if (typeof element !== 'string') element.append(label);
      return 0;
    },
    reset: () => undefined,
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
