import { DEFAULT_REQUEST_SOURCE, createApiClient, type ApiClient } from '@portal/core-api';
import { findPersona } from '../fixtures/personas.ts';
import type { SandboxOptions } from '../options.ts';
import { startSandboxServer, type RunningSandbox } from '../serve.ts';
import { sandboxCode, signInToSandbox } from './sign-in.ts';

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

  const otp = (loginId: string): Promise<string> => sandboxCode(loginId, { sandboxUrl: sandbox.url });

  /** Logs in as a persona (by e-mail or mobile) with the one sign-in (signInToSandbox) and returns the session. */
  const login = async (personaId: string, via: 'email' | 'mobile' = 'email'): Promise<Session> => {
    const persona = findPersona(personaId);
    if (!persona) throw new Error(`No persona ${personaId}`);
    const s = session(persona.countryId, persona.brandId);
    const signedIn = await signInToSandbox(personaId, { sandboxUrl: sandbox.url, via });
    s.loginId = signedIn.customerLoginId;
    s.token = signedIn.token;
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
