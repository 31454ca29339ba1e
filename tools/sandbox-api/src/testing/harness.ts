import {
  DEFAULT_REQUEST_SOURCE,
  createApiClient,
  customerLogin,
  toCustomerLoginRequest,
  validateOtp,
  type ApiClient,
} from '@portal/core-api';
import { findPersona } from '../fixtures/personas.ts';
import type { SandboxOptions } from '../options.ts';
import { startSandboxServer, type RunningSandbox } from '../serve.ts';

export type Session = { client: ApiClient; loginId: string; token: string | null; countryId: number; brandId: number };

/** A fake clock for the sandbox's `now` option: tests move it instead of sleeping. */
export const fakeClock = (start = Date.now()) => {
  let t = start;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
};

/**
 * Starts the real Node sandbox on an ephemeral port with a fake clock, and gives helpers to build core-api clients
 * against it, log in as a persona, and use the control endpoints.
 */
export const startHarness = async (options: SandboxOptions = {}) => {
  const clock = fakeClock();
  const logs: string[] = [];
  const sandbox: RunningSandbox = await startSandboxServer({ port: 0, now: clock.now, log: (m) => logs.push(m), ...options });

  const session = (countryId: number, brandId: number): Session => {
    const s: Session = { countryId, brandId, loginId: '', token: null, client: undefined as unknown as ApiClient };
    s.client = createApiClient({ baseUrl: sandbox.url, countryId, requestSource: DEFAULT_REQUEST_SOURCE, getToken: () => s.token });
    return s;
  };

  const control = async (method: 'POST' | 'DELETE' | 'GET', path: string, body?: unknown): Promise<Response> =>
    fetch(`${sandbox.url}${path}`, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  const otp = async (loginId: string): Promise<string> => {
    const response = await control('GET', `/__sandbox/otp/${loginId}`);
    return ((await response.json()) as { code: string }).code;
  };

  /** Logs in as a persona (by e-mail or mobile) through the core-api client and returns the session. */
  const login = async (personaId: string, via: 'email' | 'mobile' = 'email'): Promise<Session> => {
    const persona = findPersona(personaId);
    if (!persona) throw new Error(`No persona ${personaId}`);
    const s = session(persona.countryId, persona.brandId);
    const id = via === 'email' ? { emailAddress: persona.email } : { mobileNumber: persona.mobile };
    s.loginId = await customerLogin(s.client, toCustomerLoginRequest({ brandId: persona.brandId, dob: persona.dob, ...id }));
    const token = await validateOtp(s.client, { securitycode: await otp(s.loginId), customerportalloginid: s.loginId });
    s.token = token.SecurityToken;
    return s;
  };

  return {
    url: sandbox.url,
    clock,
    logs,
    session,
    login,
    otp,
    control,
    fault: (fault: Record<string, unknown>) => control('POST', '/__sandbox/faults', fault),
    clearFaults: () => control('DELETE', '/__sandbox/faults'),
    reset: () => control('POST', '/__sandbox/reset'),
    close: sandbox.close,
  };
};

export type Harness = Awaited<ReturnType<typeof startHarness>>;
