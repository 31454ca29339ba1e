import { setCustomerLoginId } from '@portal/session';
import { resetSessionStores } from '@portal/testing/stories';
import { useLoginFlowStore, type LoginProblem } from '../login/login-flow-store';

/** Puts the login flow in a state for a story; the returned cleanup empties the stores again. */
export const loginFlowState =
  (state: { step?: 'credentials' | 'code' | 'locked'; destination?: string; problem?: LoginProblem | null; loginId?: string }) => () => {
    if (state.loginId) setCustomerLoginId(state.loginId);
    useLoginFlowStore.setState({ step: state.step ?? 'credentials', destination: state.destination ?? '', problem: state.problem ?? null });
    return () => resetSessionStores();
  };
