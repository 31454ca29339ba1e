import type { Decorator } from '@storybook/react-vite';
import { ApiClientProvider } from '../api/api-client-provider';
import { resetSessionStores } from '../session/end-session';
import { setCustomerLoginId, storeToken } from '../session/session-store';
import { useLoginFlowStore, type LoginProblem } from '../login/login-flow-store';

/** Stories that may call the API get the portal's client (Storybook's brand decorator gives the rest). */
export const withApiClient: Decorator = (Story) => (
  <ApiClientProvider>
    <Story />
  </ApiClientProvider>
);

/** Puts the login flow in a state for a story; the returned cleanup empties the stores again. */
export const loginFlowState =
  (state: { step?: 'credentials' | 'code' | 'locked'; destination?: string; problem?: LoginProblem | null; loginId?: string }) =>
  () => {
    if (state.loginId) setCustomerLoginId(state.loginId);
    useLoginFlowStore.setState({ step: state.step ?? 'credentials', destination: state.destination ?? '', problem: state.problem ?? null });
    return () => resetSessionStores();
  };

/** A signed-in session for a story (nothing is called with it unless the story does). */
export const signedInState = () => {
  setCustomerLoginId('story-login');
  storeToken('story-token', new Date(Date.now() + 20 * 60_000).toISOString());
  return () => resetSessionStores();
};
