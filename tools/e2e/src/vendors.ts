import { expect, type Page, type Request } from '@playwright/test';
import type { RegisteredBrand } from '@portal/brand-registry';
import { GATEWAY_ORIGIN } from '@portal/sandbox-api';
import { E2E_VENDOR_PORT } from './ports';
import { vendorFrontArgs } from '@portal/dev-server';

/**
 * The vendors under their real host names. Chromium resolves Stripe's, reCAPTCHA's and the test gateway's host names
 * (components.gateway.test) to the local TLS front (serve-all.ts; tools/dev-server/src/vendor-front.ts) and accepts its
 * throw-away certificate; the Host, SNI and origin stay the vendor's, so the artifact's own CSP meets them as it
 * would in production.
 */
export const VENDOR_BROWSER_ARGS = vendorFrontArgs(E2E_VENDOR_PORT);

export const STRIPE_JS = 'https://js.stripe.com';
export const STRIPE_API = 'https://api.stripe.com';
export const RECAPTCHA = 'https://www.google.com';
export { GATEWAY_ORIGIN };

/** Stripe's payment element frame (js.stripe.com), where the card fields are. */
export const stripeFrame = (page: Page) => page.frameLocator(`iframe[src^="${STRIPE_JS}/"]`);
/** reCAPTCHA's checkbox frame (www.google.com/recaptcha/api2/anchor). */
export const reCaptchaFrame = (page: Page) => page.frameLocator(`iframe[src^="${RECAPTCHA}/recaptcha/api2/anchor"]`);
export const robotCheckbox = (page: Page) => reCaptchaFrame(page).getByRole('checkbox', { name: "I'm not a robot" });

/** A frame of the page is a document of this origin (not only an iframe naming it: its document really loaded). */
export async function expectFrameOn(page: Page, origin: string): Promise<void> {
  await expect
    .poll(() => page.frames().some((f) => f !== page.mainFrame() && new URL(f.url()).origin === origin), {
      message: `a frame on ${origin}`,
    })
    .toBe(true);
}

/** The requests the page (and its frames) make to an origin, from now on. */
export function requestsTo(page: Page, origin: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => void (new URL(r.url()).origin === origin && seen.push(r)));
  return seen;
}

/**
 * The custom element the served configResponse.json names for one of the gateway's components (what a deployment
 * sets; this suite's nginx names the sandbox's): read as the portal reads it, from the artifact's own origin.
 */
export async function configuredComponentTag(
  page: Page,
  brand: RegisteredBrand,
  component: 'cardCapture' | 'registration',
): Promise<string> {
  type Entry = { countryId: number; brandId: number; gateway?: Partial<Record<typeof component, { tag: string }>> };
  const entries = (await (await page.request.get('/configResponse.json')).json()) as Entry[];
  const own = entries.find((e) => e.countryId === brand.brand.countryId && e.brandId === brand.brand.id);
  const tag = own?.gateway?.[component]?.tag;
  if (!tag) throw new Error(`The served configuration names no gateway.${component} for ${brand.brand.slug}`);
  return tag;
}

/** The paths of the requests made to an origin (the page's and its frames'). */
export const pathsOf = (requests: Request[]) => requests.map((r) => `${r.method()} ${new URL(r.url()).pathname}`);
