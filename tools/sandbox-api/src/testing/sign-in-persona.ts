import { apiPaths } from '@portal/core-api';
import { findPersona, type PersonaId } from '../fixtures/personas.ts';
import { currentSandboxApp } from './msw-server.ts';

/** What a real login gives the portal: the login id, the bearer token and its expiry. */
export type PersonaSession = { customerLoginId: string; token: string; expiresAt: string };

/**
 * Logs a sandbox persona in for real (customerlogin, the code from /__sandbox, validateotp) against the sandbox of
 * `setupSandboxServer`, and returns the session the portal would store (session's `signInForTest` stores it).
 */
export async function signInPersona(personaId: PersonaId = 'au-family'): Promise<PersonaSession> {
  const persona = findPersona(personaId);
  if (!persona) throw new Error(`Unknown persona ${personaId}`);
  const app = currentSandboxApp();
  const headers = { 'Content-Type': 'application/json', CountryId: String(persona.countryId), 'Request-Source': 'CustomerPortalWeb' };
  const post = (path: string, body: unknown) => app.request(path, { method: 'POST', headers, body: JSON.stringify(body) });
  const login = await post(apiPaths.customerLogin, { BrandId: persona.brandId, EmailId: persona.email, PhoneNumber: '', DateOfBirth: persona.dob });
  if (!login.ok) throw new Error(`Persona ${personaId} could not log in: HTTP ${login.status}`);
  const customerLoginId = (await login.text()).replace(/^"|"$/g, '');
  const { code } = (await (await app.request(`/__sandbox/otp/${customerLoginId}`)).json()) as { code: string };
  const validated = await post(apiPaths.validateOtp, { securitycode: code, customerportalloginid: customerLoginId });
  const { SecurityToken, ExpiresAt } = (await validated.json()) as { SecurityToken: string; ExpiresAt: string };
  return { customerLoginId, token: SecurityToken, expiresAt: ExpiresAt };
}
