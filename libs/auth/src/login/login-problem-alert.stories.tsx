import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginProblemAlert } from './login-problem-alert';

/** Section 8's login messages, from the selected brand's regional configuration (New Zealand wording for NZ). */
const meta = {
  title: 'auth/LoginProblemAlert',
  component: LoginProblemAlert,
  args: { problem: { kind: 'failure' } },
} satisfies Meta<typeof LoginProblemAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Failure: Story = {};

export const ServerMessage: Story = {
  args: { problem: { kind: 'failure', customMessage: 'Our systems are busy. Please try again shortly.' } },
};

export const WrongCode: Story = { args: { problem: { kind: 'invalidOtp' } } };

export const ExpiredCode: Story = { args: { problem: { kind: 'otpExpired' } } };
