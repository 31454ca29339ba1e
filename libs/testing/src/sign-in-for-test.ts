import type { PersonaId } from '@portal/sandbox-api';
import type { PersonaSession } from '@portal/sandbox-api/testing';
import { seedSession } from '@portal/session/testing';

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
