import type { PersonaId } from '../fixtures/personas.ts';
import { currentSandboxFetch } from './msw-server.ts';
import { signInToSandbox, type SandboxSignIn } from './sign-in.ts';

/** What a real login gives the portal: the login id, the bearer token and its expiry. */
export type PersonaSession = SandboxSignIn;

/**
 * The one sign-in (signInToSandbox) against the sandbox of `setupSandboxServer`: returns the session the portal
 * would store (session's `signInForTest` stores it).
 */
export const signInPersona = (personaId: PersonaId = 'au-family'): Promise<PersonaSession> =>
  signInToSandbox(personaId, { fetch: currentSandboxFetch });
