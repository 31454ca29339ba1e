import { expect, type Page } from '@playwright/test';
import type { RegisteredBrand } from '@portal/brand-registry';
import { findPersona, sandboxCode, signInToSandbox, type PersonaId } from '@portal/sandbox-api';
import { SESSION_STORAGE_KEY } from '@portal/session/storage-key';
import { enterCode, fillCredentials, SANDBOX, submitCredentials } from './auth-steps';

export type SignInOptions = {
  /** The page to open; through the screens, a signed-out visit goes to /login and comes back here (default '/'). */
  to?: string;
  /** A private sandbox the page's API calls are routed to (its /__sandbox gives the code); default the e2e one. */
  sandboxUrl?: string;
  /**
   * Through the login screens, as a customer would (mobile number, date of birth, the bot check when the brand has
   * it, the code): only for the specs about logging in (deep link, newcomer). Otherwise the one sign-in of tests and
   * tools (signInToSandbox: section 7's calls from the test) stores the session where a reload finds it.
   */
  throughScreens?: boolean;
};

/** Stores a session in this tab where the portal keeps it (sessionStorage, SESSION_STORAGE_KEY). */
async function storeSession(page: Page, session: { customerLoginId: string; token: string; expiresAt: string }): Promise<void> {
  // sessionStorage belongs to the tab and the origin: open a page of the artifact that runs no app, store the session.
  await page.goto('/503.html');
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [SESSION_STORAGE_KEY, JSON.stringify(session)] as const);
}

/**
 * Starts a test signed in as a sandbox persona of the page's brand and ends on `to`. The login screens have their own
 * specs (login, login-code, deep-link, newcomer); every other spec signs in from the test, which saves each test the
 * two screens' render and typing (about 2 s of a 2-core machine's time per test).
 */
export async function signInAs(page: Page, brand: RegisteredBrand, personaId: PersonaId, options: SignInOptions = {}): Promise<void> {
  const persona = findPersona(personaId);
  if (!persona) throw new Error(`Unknown persona ${personaId}`);
  expect(persona.brandId, `${personaId} is a customer of ${brand.brand.slug}`).toBe(brand.brand.id);
  const sandboxUrl = options.sandboxUrl ?? SANDBOX;
  const to = options.to ?? '/';
  if (options.throughScreens) {
    await page.goto(to);
    await expect(page).toHaveURL(/\/login/);
    await fillCredentials(page, brand, persona);
    const { status, customerLoginId } = await submitCredentials(page);
    expect(status, `customerlogin for ${personaId}`).toBe(200);
    await enterCode(page, await sandboxCode(customerLoginId, { sandboxUrl }));
    await page.getByRole('button', { name: 'Continue' }).click();
  } else {
    await storeSession(page, await signInToSandbox(personaId, { sandboxUrl }));
    await page.goto(to);
  }
  const path = to.split('?')[0] ?? '/';
  await expect(page).toHaveURL((url) => url.pathname === path);
}
