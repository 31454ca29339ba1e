import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../button/button';
import { longText } from '../testing/story-assets';
import { Banner } from './banner';

const meta = {
  title: 'ui-kit/Banner',
  component: Banner,
  args: { tone: 'info', children: 'Your contact details are used to send you login codes.' },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'error', 'warning'] } },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = { args: { title: 'Good to know' } };

export const Success: Story = { args: { tone: 'success', children: 'Your payment details have been updated' } };

export const ErrorTone: Story = {
  name: 'Error',
  args: { tone: 'error', title: 'Something went wrong', children: 'We could not save your changes. Please try again.' },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'You have 2 overdue payments',
    children: 'Your policy is at risk of lapsing.',
    action: <Button>Pay now</Button>,
  },
};

export const Dismissible: Story = {
  args: {
    title: 'Need more cover?',
    children: 'We can call you to talk about your options.',
    action: (
      <>
        <Button>Request a call</Button>
        <Button variant="secondary">Maybe later</Button>
      </>
    ),
    onDismiss: fn(),
    dismissLabel: 'Dismiss',
  },
};

export const WithLink: Story = {
  args: {
    tone: 'error',
    children: (
      <span>
        Payment failed. <a href="#help">Find out why</a>.
      </span>
    ),
  },
};

export const LongText: Story = { args: { tone: 'warning', title: longText, children: longText } };
