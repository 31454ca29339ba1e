import type { Meta, StoryObj } from '@storybook/react-vite';
import { loginFlowState } from '../testing/story-setup';
import { LoginPage } from './login-page';
import { clearSession, resetSessionStores } from '@portal/testing/stories';

/** /login in each of its states; the brand toolbar switches the channel choice, wording and date order. */
const meta = {
  title: 'auth/LoginPage',
  component: LoginPage,
  beforeEach: loginFlowState({}),
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Credentials: Story = {};

export const SessionExpired: Story = {
  beforeEach: () => {
    clearSession('timeout');
    return () => resetSessionStores();
  },
};

/** The server ended the session (a 401 on any call): why, announced as the page appears. */
export const SessionEnded: Story = {
  beforeEach: () => {
    clearSession('unauthorized');
    return () => resetSessionStores();
  },
};

export const LoginFailed: Story = { beforeEach: loginFlowState({ problem: { kind: 'failure' } }) };

export const OtpExpired: Story = { beforeEach: loginFlowState({ problem: { kind: 'otpExpired' } }) };

export const CodeScreen: Story = { beforeEach: loginFlowState({ step: 'code', destination: '04** *** 678', loginId: 'story-login' }) };

export const WrongCode: Story = {
  beforeEach: loginFlowState({ step: 'code', destination: 'j***@example.com', loginId: 'story-login', problem: { kind: 'invalidOtp' } }),
};

export const Locked: Story = { beforeEach: loginFlowState({ step: 'locked' }) };

/** Continue pressed with nothing entered: each field's message and the error summary, focused. */
export const FieldErrors: Story = {
  play: ({ canvasElement }) => {
    for (const button of canvasElement.querySelectorAll<HTMLButtonElement>('form button[type="submit"]')) button.click();
  },
};
