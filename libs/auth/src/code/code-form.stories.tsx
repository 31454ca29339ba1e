import type { Meta, StoryObj } from '@storybook/react-vite';
import { loginFlowState } from '../testing/story-setup';
import { CodeForm } from './code-form';

const meta = {
  title: 'auth/CodeForm',
  component: CodeForm,
  beforeEach: loginFlowState({ step: 'code', destination: '04** *** 678', loginId: 'story-login' }),
} satisfies Meta<typeof CodeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SentBySms: Story = {};

export const SentByEmail: Story = { beforeEach: loginFlowState({ step: 'code', destination: 'j***@example.com', loginId: 'story-login' }) };

export const WrongCode: Story = {
  beforeEach: loginFlowState({ step: 'code', destination: '04** *** 678', loginId: 'story-login', problem: { kind: 'invalidOtp' } }),
};
