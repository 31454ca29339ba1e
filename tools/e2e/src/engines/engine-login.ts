import type { PersonaLogin } from '@portal/sandbox-api';
import { DEFAULT_REQUEST_SOURCE, apiPaths, createApiClient, validateOtp } from '@portal/core-api';
import { SANDBOX, codeFor, dobOf } from '../auth-steps';
import { RECAPTCHA } from '../vendors';
import type { JourneyContext } from './journey';
import { re } from './in-page-queries';
import { click, expectPath, expectTitle, see, typeInto, until } from './engine-steps';

/** The login screens of auth-steps.ts and sign-in-as.ts, in any engine: the form, the bot check, the code. */

/** Keeps the login id the page's customerlogin call answers (the sandbox's key for the code), in the page. */
function spyOnLogin(path: string): void {
  const w = window as unknown as { __e2eLoginId?: string; fetch: typeof fetch };
  const original = w.fetch;
  w.fetch = async (...args: Parameters<typeof fetch>) => {
    const response = await original(...args);
    const url = args[0] instanceof Request ? args[0].url : String(args[0]);
    if (url.includes(path))
      void response
        .clone()
        .text()
        .then((text) => (w.__e2eLoginId = text.replace(/^"|"$/g, '')));
    return response;
  };
}

/** Fills the form by mobile or e-mail, passes the bot check where the brand has it, and presses Log In. */
export async function submitLogin(t: JourneyContext, persona: PersonaLogin, channel: 'sms' | 'email'): Promise<string> {
  const { page, brand } = t;
  await t.visit('/login');
  await expectTitle(page, `My Account Login | ${brand.brand.name}`);
  await page.run(spyOnLogin, apiPaths.customerLogin);
  if (channel === 'email') {
    await click(page, { role: 'radio', name: re(/Email/) });
    await typeInto(page, { label: 'Email address' }, persona.email);
  } else {
    await typeInto(page, { label: 'Mobile number' }, persona.mobile);
  }
  for (const [label, value] of Object.entries(dobOf(persona)))
    await typeInto(page, { label, within: { role: 'group', name: 'Date of birth' } }, value);
  if (brand.regional.featureFlag.recaptchaFeature) {
    // reCAPTCHA's checkbox, in its own frame on www.google.com (the stand-in under Google's name).
    const frame = `iframe[src^="${RECAPTCHA}/recaptcha/api2/anchor"]`;
    await until('the bot check frame', () => page.run((selector: string) => document.querySelector(selector) !== null, frame));
    await page.inFrame(frame, () => click(page, { role: 'checkbox', name: "I'm not a robot" }));
    await see(page, { text: 'Security check complete.' });
  }
  await click(page, { role: 'button', name: 'Log In' });
  return until('the customerlogin answer', () => page.run(() => (window as unknown as { __e2eLoginId?: string }).__e2eLoginId));
}

/** Types the code the sandbox sent (or `code`) into the six boxes and continues to the dashboard. */
export async function enterCodeAndContinue(t: JourneyContext, customerLoginId: string, code?: string): Promise<void> {
  const { page } = t;
  await see(page, { role: 'group', name: 'One-time code' });
  await typeInto(page, { label: 'Digit 1 of 6' }, code ?? (await codeFor(customerLoginId)));
  await click(page, { role: 'button', name: 'Continue' });
  await expectPath(page, (url) => url.pathname === '/', '/');
}

/**
 * Makes the page's code validation answer a token that ends `ms` from now, so the session's warning (two minutes
 * before its end) shows at once and its end follows: what a server issuing short-lived tokens answers. The token is
 * the sandbox's own for this login (its code validated from here, by the portal's own client), handed to the page by
 * a one-time fault in mode 'answer' carrying the contract's two fields. Returns the code, for the page to send.
 */
export async function answerCodeWithTokenEndingIn(t: JourneyContext, customerLoginId: string, ms: number): Promise<string> {
  const code = await codeFor(customerLoginId);
  const client = createApiClient({
    baseUrl: SANDBOX,
    countryId: t.brand.brand.countryId,
    requestSource: DEFAULT_REQUEST_SOURCE,
    getToken: () => null,
  });
  const { SecurityToken } = await validateOtp(client, { securitycode: code, customerportalloginid: customerLoginId });
  const ExpiresAt = new Date(Date.now() + ms).toISOString();
  const fault = { route: apiPaths.validateOtp, mode: 'answer', times: 1, contentType: 'application/json' };
  const response = await fetch(`${SANDBOX}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...fault, body: JSON.stringify({ SecurityToken, ExpiresAt }) }),
  });
  if (response.status !== 201) throw new Error(`The sandbox refused the fault (HTTP ${response.status})`);
  return code;
}
