import { expect, type Page } from '@playwright/test';
import type { RegisteredBrand } from '@portal/brand-registry';
import { findPersona, type PersonaId } from '@portal/sandbox-api';
import { codeFor, enterCode, fillCredentials, submitCredentials } from './auth-steps';

export type LoginOptions = {
  /** The page to open first; a signed-out visit goes to /login and comes back here after the code (default '/'). */
  to?: string;
  /** A private sandbox the page's API calls are routed to (its /__sandbox gives the code); default the e2e one. */
  sandboxUrl?: string;
};

/**
 * Logs a sandbox persona in through the login screens, as a customer would (the auth steps: mobile number, date of
 * birth, the bot check when the brand has it, then the one-time code the sandbox sent), and ends on `to`, signed
 * in. The persona must be a customer of the brand of the page's artifact.
 */
export async function loginAs(page: Page, brand: RegisteredBrand, personaId: PersonaId, options: LoginOptions = {}): Promise<void> {
  const persona = findPersona(personaId);
  if (!persona) throw new Error(`Unknown persona ${personaId}`);
  const to = options.to ?? '/';
  await page.goto(to);
  await expect(page).toHaveURL(/\/login/);
  await fillCredentials(page, brand, persona);
  const { status, customerLoginId } = await submitCredentials(page);
  expect(status, `customerlogin for ${personaId}`).toBe(200);
  const code = options.sandboxUrl
    ? ((await (await page.request.get(`${options.sandboxUrl}/__sandbox/otp/${customerLoginId}`)).json()) as { code: string }).code
    : await codeFor(page, customerLoginId);
  await enterCode(page, code);
  await page.getByRole('button', { name: 'Continue' }).click();
  const path = to.split('?')[0] ?? '/';
  await expect(page).toHaveURL((url) => url.pathname === path);
}
