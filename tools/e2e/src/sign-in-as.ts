import { expect, type Page } from '@playwright/test';
import type { RegisteredBrand } from '@portal/brand-registry';
import { apiPaths } from '@portal/core-api';
import { findPersona, type PersonaId } from '@portal/sandbox-api';
import { SANDBOX } from './auth-steps';
import type { LoginOptions } from './login-as';

/**
 * Starts a test signed in as a sandbox persona without going through the login screens: the section-7 login calls
 * (customer login, the one-time code the sandbox sent, validate) are made from the test, and the session they give is
 * put where the portal keeps it (sessionStorage 'portal:session', as a reload would find it), then the page opens
 * `to`. The login screens have their own specs (login, login-code, deep-link, newcomer); every other spec starts here,
 * which saves each test the two screens' render and typing (about 2 s of a 2-core machine's time per test).
 */
export async function signInAs(page: Page, brand: RegisteredBrand, personaId: PersonaId, options: LoginOptions = {}): Promise<void> {
  const persona = findPersona(personaId);
  if (!persona) throw new Error(`Unknown persona ${personaId}`);
  expect(persona.brandId, `${personaId} is a customer of ${brand.brand.slug}`).toBe(brand.brand.id);
  const sandbox = options.sandboxUrl ?? SANDBOX;
  const headers = { CountryId: String(persona.countryId), 'Request-Source': 'CustomerPortalWeb' };
  const login = await page.request.post(`${sandbox}${apiPaths.customerLogin}`, {
    headers,
    data: { BrandId: persona.brandId, EmailId: persona.email, PhoneNumber: '', DateOfBirth: persona.dob },
  });
  expect(login.status(), `customerlogin for ${personaId}`).toBe(200);
  const customerLoginId = (await login.text()).replace(/^"|"$/g, '');
  const { code } = (await (await page.request.get(`${sandbox}/__sandbox/otp/${customerLoginId}`)).json()) as { code: string };
  const validated = await page.request.post(`${sandbox}${apiPaths.validateOtp}`, {
    headers,
    data: { securitycode: code, customerportalloginid: customerLoginId },
  });
  expect(validated.status(), `validateotp for ${personaId}`).toBe(200);
  const { SecurityToken: token, ExpiresAt: expiresAt } = (await validated.json()) as { SecurityToken: string; ExpiresAt: string };

  // sessionStorage belongs to the tab and the origin: open a page of the artifact that runs no app, store the session.
  await page.goto('/503.html');
  await page.evaluate((session) => sessionStorage.setItem('portal:session', JSON.stringify(session)), { customerLoginId, token, expiresAt });
  const to = options.to ?? '/';
  await page.goto(to);
  const path = to.split('?')[0] ?? '/';
  await expect(page).toHaveURL((url) => url.pathname === path);
}
