import { resetSessionStores } from '../store/end-session';
import { setCustomerLoginId, storeToken } from '../store/session-store';

/** A signed-in session for a story (nothing is called with it unless the story does); the cleanup empties the stores. */
export const signedInState = () => {
  setCustomerLoginId('story-login');
  storeToken('story-token', new Date(Date.now() + 20 * 60_000).toISOString());
  return () => resetSessionStores();
};
