import { getPaymentControl, validateAndGetTokens } from '@portal/core-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness.ts';

/** The `vendorHosts` mode: payloads name the vendors' hosts, and the stand-ins answer under /__vendor/<host>. */
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ vendorHosts: true });
});
afterAll(() => h.close());

const vendor = (origin: string, path: string, init?: RequestInit) => fetch(`${h.url}/__vendor/${new URL(origin).host}${path}`, init);
const PAYER = 'au-overdue';
const PAYABLE = '52000201';
const aroha = { policyNumber: '54000801', firstName: 'aroha', surName: 'ngata', dob: '1988-03-14' };

describe('payloads in vendor-hosts mode', () => {
  it('name Stripe.js on js.stripe.com and the gateway on its own origin, for payment update and Pay Now', async () => {
    const s = await h.login('nz-single');
    const payload = await validateAndGetTokens(s.client, { ...aroha, ClientPortalLoginId: s.loginId });
    expect(payload).toMatchObject({
      CustomFormAPIURL: 'https://js.stripe.com/v3/',
      GfsWebComponentsUrl: 'https://components.gateway.test/gateway/registration.js',
      PaymentGatewayAPIURL: 'https://components.gateway.test/gateway',
    });
    const payer = await h.login(PAYER);
    const session = await getPaymentControl(payer.client, { clientPolicyNumber: PAYABLE, ClientPortalLoginId: payer.loginId });
    expect(session.componentUrl).toBe('https://components.gateway.test/gateway/card-capture.js');
    expect(session.apiUrl).toBe('https://components.gateway.test/gateway');
  });
});

describe('Stripe under js.stripe.com and api.stripe.com', () => {
  it('serves Stripe.js, and a frame with its own policy that loads the frame script beside it', async () => {
    const script = await vendor('https://js.stripe.com', '/v3/');
    expect(script.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(await script.text()).toContain('"/v3/elements-inner-payment.html"');
    const frame = await vendor('https://js.stripe.com', '/v3/elements-inner-payment.html');
    expect(frame.headers.get('content-security-policy')).toContain('connect-src https://api.stripe.com');
    expect(await frame.text()).toContain('<script src="elements-inner-payment.js"></script>');
    expect((await vendor('https://js.stripe.com', '/v3/elements-inner-payment.js')).status).toBe(200);
  });

  it('answers the elements session for the publishable key only, and confirms a setup intent (the declined card refused)', async () => {
    const s = await h.login('nz-single');
    const { PaymentGatewayAccessToken: secret, CustomFormAPIPublishableKey: key } = await validateAndGetTokens(s.client, {
      ...aroha,
      ClientPortalLoginId: s.loginId,
    });
    const session = (k: string) =>
      vendor(
        'https://api.stripe.com',
        `/v1/elements/sessions?${new URLSearchParams({ key: k, client_secret: secret, type: 'setup_intent' })}`,
      );
    expect((await session('pk_other')).status).toBe(401);
    expect(await (await session(key ?? '')).json()).toMatchObject({
      object: 'elements_session',
      setup_intent: { id: secret.split('_secret_')[0] },
    });

    const id = secret.split('_secret_')[0] ?? '';
    // Stripe's API takes form-encoded bodies, nested parameters in bracket notation (docs.stripe.com/api).
    const form = (number: string) =>
      [
        `client_secret=${encodeURIComponent(secret)}`,
        'payment_method_data[type]=card',
        `payment_method_data[card][number]=${number}`,
        'payment_method_data[card][exp_month]=12',
        'payment_method_data[card][exp_year]=39',
        'payment_method_data[card][cvc]=123',
        'payment_method_data[billing_details][name]=A+N',
      ].join('&');
    const post = (type: string, body: string) =>
      vendor('https://api.stripe.com', `/v1/setup_intents/${id}/confirm`, {
        method: 'POST',
        headers: { 'Content-Type': type, Authorization: `Bearer ${key}`, Origin: 'https://js.stripe.com' },
        body,
      });
    const confirm = (number: string) => post('application/x-www-form-urlencoded', form(number));
    // A JSON body is not Stripe's: no parameters at all.
    const json = await post(
      'application/json',
      JSON.stringify({ client_secret: secret, payment_method_data: { type: 'card', card: { number: '5555555555554444' } } }),
    );
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
    const declined = await confirm('4000000000000002');
    expect(declined.status).toBe(402);
    expect(await declined.json()).toMatchObject({ error: { type: 'card_error', code: 'card_declined' } });
    const ok = await confirm('5555555555554444');
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://js.stripe.com');
    expect(await ok.json()).toMatchObject({ id, object: 'setup_intent', status: 'succeeded' });
  });
});

describe('reCAPTCHA under www.google.com and www.gstatic.com', () => {
  it('serves the loader, which loads the library from www.gstatic.com, and the checkbox frame', async () => {
    const loader = await (await vendor('https://www.google.com', '/recaptcha/api.js')).text();
    // Run as the page runs it (a classic script), in just enough of a document to see what it inserts.
    const inserted: { src?: string; nonce?: string }[] = [];
    const currentScript = { src: 'https://www.google.com/recaptcha/api.js?render=explicit', nonce: 'page-nonce', getAttribute: () => null };
    const document = { currentScript, createElement: () => ({}), head: { appendChild: (s: object) => inserted.push(s) } };
    new Function('window', 'document', loader)({}, document);
    const [{ src: library = '', nonce } = {}] = inserted;
    expect(nonce).toBe('page-nonce');
    expect(library).toMatch(/^https:\/\/www\.gstatic\.com\/recaptcha\/releases\/[^/]+\/recaptcha__en\.js$/);
    const served = await vendor('https://www.gstatic.com', new URL(library).pathname);
    expect(served.status).toBe(200);
    expect(await served.text()).toContain('"/recaptcha/api2/anchor"');
    const anchor = await (await vendor('https://www.google.com', '/recaptcha/api2/anchor?k=sandbox-site-key')).text();
    expect(anchor).toContain('<label for="recaptcha-anchor">I\'m not a robot</label>');
  });
});

describe('the same stand-ins under the sandbox’s /__vendor (development, Storybook, the DOM tests)', () => {
  let dev: Harness;
  beforeAll(async () => {
    dev = await startHarness();
  });
  afterAll(() => dev.close());

  it('name Stripe.js under /__vendor/js.stripe.com, whose frame may call its API on its own origin only', async () => {
    const s = await dev.login('nz-single');
    const { CustomFormAPIURL } = await validateAndGetTokens(s.client, { ...aroha, ClientPortalLoginId: s.loginId });
    expect(CustomFormAPIURL).toBe(`${dev.url}/__vendor/js.stripe.com/v3/`);
    const frame = await fetch(`${dev.url}/__vendor/js.stripe.com/v3/elements-inner-payment.html`);
    expect(frame.headers.get('content-security-policy')).toContain("connect-src 'self';");
  });

  it('load reCAPTCHA’s library beside the loader, under /__vendor/www.gstatic.com', async () => {
    const loaderUrl = `${dev.url}/__vendor/www.google.com/recaptcha/api.js?render=explicit`;
    const inserted: { src?: string }[] = [];
    const document = {
      currentScript: { src: loaderUrl, getAttribute: () => null },
      createElement: () => ({}),
      head: { appendChild: (s: object) => inserted.push(s) },
    };
    new Function('window', 'document', await (await fetch(loaderUrl)).text())({}, document);
    const [{ src: library = '' } = {}] = inserted;
    expect(library).toMatch(new RegExp(`^${dev.url}/__vendor/www\\.gstatic\\.com/recaptcha/releases/[^/]+/recaptcha__en\\.js$`));
    expect((await fetch(library)).status).toBe(200);
  });
});
