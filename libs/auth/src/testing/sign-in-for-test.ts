import { apiPaths } from '@portal/core-api';
import { findPersona, type PersonaId } from '@portal/sandbox-api';
import { setCustomerLoginId, storeToken, type SessionData } from '../session/session-store';
import { REQUEST_SOURCE } from '../api/api-client-provider';
import { currentSandboxApp } from './sandbox-server';

/** A session for tests that need none from the server (route guards, navigation). */
export const TEST_SESSION = { customerLoginId: 'test-login-id', token: 'test-token' } as const;

/** Seeds the session store directly; `expiresAt` defaults to 20 minutes from now. */
export function seedSession(session: Partial<SessionData> = {}): void {
  setCustomerLoginId(session.customerLoginId ?? TEST_SESSION.customerLoginId);
  storeToken(session.token ?? TEST_SESSION.token, session.expiresAt ?? new Date(Date.now() + 20 * 60_000).toISOString());
}

/**
 * Signs a sandbox persona in for real (customerlogin, the code from /__sandbox, validateotp) against the sandbox of
 * `setupSandboxServer`, and seeds the session store with the answer. Then render with `renderWithPortal`.
 */
export async function signInForTest(personaId: PersonaId = 'au-family'): Promise<SessionData> {
  const persona = findPersona(personaId);
  if (!persona) throw new Error(`Unknown persona ${personaId}`);
  const app = currentSandboxApp();
  const headers = { 'Content-Type': 'application/json', CountryId: String(persona.countryId), 'Request-Source': REQUEST_SOURCE };
  const post = (path: string, body: unknown) => app.request(path, { method: 'POST', headers, body: JSON.stringify(body) });
  const login = await post(apiPaths.customerLogin, { BrandId: persona.brandId, EmailId: persona.email, PhoneNumber: '', DateOfBirth: persona.dob });
  if (!login.ok) throw new Error(`Persona ${personaId} could not log in: HTTP ${login.status}`);
  const customerLoginId = (await login.text()).replace(/^"|"$/g, '');
  const { code } = (await (await app.request(`/__sandbox/otp/${customerLoginId}`)).json()) as { code: string };
  const validated = await post(apiPaths.validateOtp, { securitycode: code, customerportalloginid: customerLoginId });
  const { SecurityToken, ExpiresAt } = (await validated.json()) as { SecurityToken: string; ExpiresAt: string };
  setCustomerLoginId(customerLoginId);
  storeToken(SecurityToken, ExpiresAt);
  return { customerLoginId, token: SecurityToken, expiresAt: ExpiresAt };
}
