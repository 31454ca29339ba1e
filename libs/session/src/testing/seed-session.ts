import { setCustomerLoginId, storeToken, type SessionData } from '../store/session-store';

/** A session for tests that need none from the server (route guards, navigation). */
const TEST_SESSION = { customerLoginId: 'test-login-id', token: 'test-token' } as const;

/** Seeds the session store directly; `expiresAt` defaults to 20 minutes from now. */
export function seedSession(session: Partial<SessionData> = {}): void {
  setCustomerLoginId(session.customerLoginId ?? TEST_SESSION.customerLoginId);
  storeToken(session.token ?? TEST_SESSION.token, session.expiresAt ?? new Date(Date.now() + 20 * 60_000).toISOString());
}
