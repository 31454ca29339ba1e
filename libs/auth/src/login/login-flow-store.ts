import { create } from 'zustand';
import { registerSessionReset } from '@portal/session';

export type LoginChannel = 'sms' | 'email';
export type LoginStep = 'credentials' | 'code' | 'locked';

/** What went wrong, shown on the current step; the messages come from wording and the regional configuration. */
export type LoginProblem = { kind: 'failure'; customMessage?: string } | { kind: 'invalidOtp' } | { kind: 'otpExpired' };

type LoginFlowState = {
  step: LoginStep;
  /** Masked e-mail or mobile number the code was sent to. */
  destination: string;
  problem: LoginProblem | null;
};

const initial: LoginFlowState = { step: 'credentials', destination: '', problem: null };

/** The login flow (section 4 "Login"): credentials, then the code, or the locked state. In memory only. */
export const useLoginFlowStore = create<LoginFlowState>(() => initial);

export const showCodeStep = (destination: string) => useLoginFlowStore.setState({ step: 'code', destination, problem: null });
export const showLocked = () => useLoginFlowStore.setState({ step: 'locked', problem: null });
export const setLoginProblem = (problem: LoginProblem | null) => useLoginFlowStore.setState({ problem });
/** Back to an empty login form, optionally with a message (an expired code). */
export const restartLogin = (problem: LoginProblem | null = null) => useLoginFlowStore.setState({ ...initial, problem });
/** The code was accepted: the login flow is over, its state emptied for the customer's next login. */
export const finishLoginFlow = () => useLoginFlowStore.setState(initial);

registerSessionReset(() => useLoginFlowStore.setState(initial));
