import { expect, type Page } from '@playwright/test';
import type { RegisteredBrand } from '@portal/brand-registry';
import { personas, sandboxCode, type PersonaLogin } from '@portal/sandbox-api';
import { SESSION_STORAGE_KEY } from '@portal/session/storage-key';
import { apiPaths } from '@portal/core-api';
import { E2E_SANDBOX_PORT } from './ports';
import { robotCheckbox } from './vendors';

/** The e2e sandbox, reached directly for its controls (one-time codes) and to revoke a token. */
export const SANDBOX = `http://127.0.0.1:${E2E_SANDBOX_PORT}`;

/** A sandbox persona of this brand: an unlocked one unless asked otherwise (chosen by brand id, never by name). */
export function personaOf({ brand }: RegisteredBrand, locked = false): PersonaLogin | undefined {
  return personas.find((p) => p.brandId === brand.id && p.locked === locked);
}

export function mustPersonaOf(registered: RegisteredBrand): PersonaLogin {
  const persona = personaOf(registered);
  if (!persona) throw new Error(`The sandbox has no persona for brand ${registered.brand.id}`);
  return persona;
}

/** The date of birth of a persona as the three boxes take it. */
export const dobOf = (persona: PersonaLogin) => {
  const [year, month, day] = persona.dob.split('-') as [string, string, string];
  return { Day: day, Month: month, Year: year };
};

export async function fillDateOfBirth(page: Page, dob: { Day: string; Month: string; Year: string }): Promise<void> {
  const group = page.getByRole('group', { name: 'Date of birth' });
  for (const [label, value] of Object.entries(dob)) await group.getByLabel(label).fill(value);
}

/** Ticks reCAPTCHA's checkbox (in its frame) when the brand has the bot check, and waits until the portal has verified the token. */
export async function passBotCheck(page: Page, registered: RegisteredBrand): Promise<void> {
  if (!registered.regional.featureFlag.recaptchaFeature) return;
  await robotCheckbox(page).check();
  await expect(page.getByText('Security check complete.')).toBeAttached();
}

/** Fills the login form by mobile (or e-mail), ready to press 'Log In'. */
export async function fillCredentials(
  page: Page,
  registered: RegisteredBrand,
  persona: PersonaLogin,
  options: { channel?: 'sms' | 'email'; dob?: { Day: string; Month: string; Year: string } } = {},
): Promise<void> {
  if (options.channel === 'email') {
    await page.getByRole('radio', { name: /Email/ }).check();
    await page.getByLabel('Email address').fill(persona.email);
  } else {
    await page.getByLabel('Mobile number').fill(persona.mobile);
  }
  await fillDateOfBirth(page, options.dob ?? dobOf(persona));
  await passBotCheck(page, registered);
}

/** Presses 'Log In' and returns the login id the API answered (the sandbox's key for the one-time code). */
export async function submitCredentials(page: Page): Promise<{ status: number; customerLoginId: string }> {
  const answer = page.waitForResponse((r) => r.url().includes(apiPaths.customerLogin));
  await page.getByRole('button', { name: 'Log In' }).click();
  const response = await answer;
  return { status: response.status(), customerLoginId: (await response.text()).replace(/^"|"$/g, '') };
}

/** The one-time code the e2e sandbox sent for a login. */
export const codeFor = (customerLoginId: string): Promise<string> => sandboxCode(customerLoginId, { sandboxUrl: SANDBOX });

/** Types a code into the six boxes, from the first. */
export async function enterCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
}

/** A code that is not the right one. */
export const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** The session the portal keeps in this tab's sessionStorage (SESSION_STORAGE_KEY), or null when there is none. */
export const storedSession = async (page: Page) => {
  const stored = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_STORAGE_KEY);
  return stored === null ? null : (JSON.parse(stored) as { customerLoginId?: string; token?: string; expiresAt?: string });
};

/** The bearer token the portal keeps in this tab's sessionStorage. */
export const sessionTokenOf = async (page: Page) => (await storedSession(page))?.token ?? '';

/** Revokes a token on the server, as if the session had ended elsewhere (the next call answers 401). */
export async function revokeToken(page: Page, registered: RegisteredBrand, token: string): Promise<void> {
  const response = await page.request.post(`${SANDBOX}${apiPaths.logout}`, {
    headers: { Authorization: `Bearer ${token}`, CountryId: String(registered.brand.countryId), 'Request-Source': 'e2e' },
  });
  expect(response.ok()).toBe(true);
}

/** Whether the server still accepts a token (the keep-alive call). */
export async function serverAccepts(page: Page, registered: RegisteredBrand, token: string): Promise<boolean> {
  const response = await page.request.post(`${SANDBOX}${apiPaths.refreshToken}`, {
    headers: { Authorization: `Bearer ${token}`, CountryId: String(registered.brand.countryId), 'Request-Source': 'e2e' },
  });
  return response.ok();
}

/** Text of configured HTML, as a customer reads it. */
export const textOf = (html: string, phone: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/\{phone\}/g, phone)
    .trim();
