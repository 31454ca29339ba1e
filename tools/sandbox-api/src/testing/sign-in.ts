import {
  DEFAULT_REQUEST_SOURCE,
  createApiClient,
  customerLogin,
  toCustomerLoginRequest,
  validateOtp,
  type FetchLike,
} from '@portal/core-api';
import { findPersona } from '../fixtures/personas.ts';

/** What a real login gives the portal, as its session store keeps it (session's SessionData, signed in). */
export type SandboxSignIn = { customerLoginId: string; token: string; expiresAt: string };

export type SandboxSignInOptions = {
  /** The sandbox's URL; '' (the default) for the page's own origin or an app called in process. */
  sandboxUrl?: string;
  /** How the calls reach the sandbox (default: the global fetch; an in-process app's `request`). */
  fetch?: FetchLike;
  /** Log in with the persona's e-mail address (the default) or mobile number. */
  via?: 'email' | 'mobile';
  signal?: AbortSignal;
};

const fetchOf = (options: SandboxSignInOptions): FetchLike => options.fetch ?? ((input, init) => globalThis.fetch(input, init));

/** The one-time code the sandbox "sent" for a login, read from its control endpoint GET /__sandbox/otp/:id. */
export async function sandboxCode(customerLoginId: string, options: SandboxSignInOptions = {}): Promise<string> {
  const url = `${options.sandboxUrl ?? ''}/__sandbox/otp/${encodeURIComponent(customerLoginId)}`;
  const response = await fetchOf(options)(url, { signal: options.signal });
  if (!response.ok) throw new Error(`The sandbox has no code for login ${customerLoginId} (HTTP ${response.status})`);
  return ((await response.json()) as { code: string }).code;
}

/**
 * The one sign-in of tests and tools: logs a sandbox persona in for real through section 7's calls, made by the
 * portal's own core-api client (customerlogin, the code the sandbox sent, validateotp), and resolves with the
 * session the code screen would store. The harness, the libs' tests, Storybook, the e2e suite and the bench use it;
 * the login screens themselves are driven through the page by the specs that test them.
 */
export async function signInToSandbox(personaId: string, options: SandboxSignInOptions = {}): Promise<SandboxSignIn> {
  const persona = findPersona(personaId);
  if (!persona) throw new Error(`Unknown persona ${personaId}`);
  const { sandboxUrl = '', via = 'email', signal } = options;
  const client = createApiClient({
    baseUrl: sandboxUrl,
    countryId: persona.countryId,
    requestSource: DEFAULT_REQUEST_SOURCE,
    getToken: () => null,
    fetch: fetchOf(options),
  });
  const id = via === 'email' ? { emailAddress: persona.email } : { mobileNumber: persona.mobile };
  const customerLoginId = await customerLogin(
    client,
    toCustomerLoginRequest({ brandId: persona.brandId, dob: persona.dob, ...id }),
    signal,
  );
  const code = await sandboxCode(customerLoginId, options);
  const { SecurityToken, ExpiresAt } = await validateOtp(client, { securitycode: code, customerportalloginid: customerLoginId }, signal);
  return { customerLoginId, token: SecurityToken, expiresAt: ExpiresAt };
}
