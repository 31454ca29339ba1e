import type { PersonaId } from '@portal/sandbox-api';
import type { PersonaSession } from '@portal/sandbox-api/testing';
import { setCustomerLoginId, storeToken, type SessionData } from '../store/session-store';

/** A session for tests that need none from the server (route guards, navigation). */
export const TEST_SESSION = { customerLoginId: 'test-login-id', token: 'test-token' } as const;

/** Seeds the session store directly; `expiresAt` defaults to 20 minutes from now. */
export function seedSession(session: Partial<SessionData> = {}): void {
  setCustomerLoginId(session.customerLoginId ?? TEST_SESSION.customerLoginId);
  storeToken(session.token ?? TEST_SESSION.token, session.expiresAt ?? new Date(Date.now() + 20 * 60_000).toISOString());
}

/**
 * Logs a sandbox persona in for real against the sandbox of `setupSandboxServer` (@portal/sandbox-api/testing) and
 * stores the session as the code screen would. Then render with `renderWithPortal`.
 */
export async function signInForTest(personaId: PersonaId = 'au-family'): Promise<PersonaSession> {
  // Imported on use, so that the vitest set-up (which empties the stores) does not load the sandbox for every file.
  const { signInPersona } = await import('@portal/sandbox-api/testing');
  const session = await signInPersona(personaId);
  seedSession(session);
  return session;
}
