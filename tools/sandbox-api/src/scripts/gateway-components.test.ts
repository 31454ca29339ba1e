// @vitest-environment jsdom
import {
  createApiClient,
  customerLogin,
  getPaymentControl,
  toCustomerLoginRequest,
  validateAndGetTokens,
  validateOtp,
} from '@portal/core-api';
import { getByLabelText, getByRole } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from '../app.ts';
import { sandboxHandlers } from '../msw.ts';
import { browserScript } from './browser-scripts.ts';
import { SANDBOX_GATEWAY_COMPONENTS } from './gateway-components.ts';

const origin = 'http://sandbox.test';
const server = setupServer(...sandboxHandlers(createSandboxApp({ log: () => {}, publicUrl: origin })));
let token: string | null = null;
let loginId = '';
const client = createApiClient({ baseUrl: origin, countryId: 13, requestSource: 'CustomerPortalWeb', getToken: () => token });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The scripts as the sandbox serves them (bundled from ./browser), run as the page runs a classic script.
  for (const name of ['card-capture', 'registration'] as const) new Function(await browserScript(name))();
  loginId = await customerLogin(client, toCustomerLoginRequest({ brandId: 2, emailAddress: 'liam.nguyen@example.com', dob: '1975-09-30' }));
  const { code } = (await (await fetch(`${origin}/__sandbox/otp/${loginId}`)).json()) as { code: string };
  token = (await validateOtp(client, { securitycode: code, customerportalloginid: loginId })).SecurityToken;
});
afterAll(() => server.close());

/** Mounts an element, and resolves with the completion event's detail (the navigation itself is cancelled). */
const mount = (html: string) => {
  const host = document.body.appendChild(document.createElement('div'));
  host.innerHTML = html;
  const element = host.firstElementChild as HTMLElement & { submit: () => Promise<boolean> };
  const completed = new Promise<Record<string, string>>((resolve) =>
    element.addEventListener('sandbox-gateway-complete', (event) => {
      event.preventDefault();
      resolve((event as CustomEvent<Record<string, string>>).detail);
    }),
  );
  return { host, element, completed };
};

const fillCard = async (host: HTMLElement, number = '4111111111111111') => {
  const user = userEvent.setup();
  await user.type(getByLabelText(host, 'Card number'), number);
  await user.type(getByLabelText(host, 'Name on card'), 'Liam Nguyen');
  await user.type(getByLabelText(host, 'Expiry month (MM)'), '12');
  await user.type(getByLabelText(host, 'Expiry year (YY)'), '39');
  await user.type(getByLabelText(host, 'Security code (CVC)'), '123');
};

describe('hosted card capture (Pay Now)', () => {
  it('charges the card and returns to the action URL with transactionidentifier and passthroughparamobject', async () => {
    const session = await getPaymentControl(client, { clientPolicyNumber: '52000201', ClientPortalLoginId: loginId });
    const { host, element, completed } = mount(
      `<sandbox-card-capture api-url="${session.apiUrl}" auth-token="${session.authToken}" passthrough="520101,520102" action-url="https://portal.example/payment/52000201"></sandbox-card-capture>`,
    );
    await fillCard(host);
    expect(await element.submit()).toBe(true);
    const detail = await completed;
    const url = new URL(detail.returnUrl!);
    expect(url.pathname).toBe('/payment/52000201');
    expect(url.searchParams.get('transactionidentifier')).toMatch(/^TXN-/);
    expect(url.searchParams.get('passthroughparamobject')).toBe('520101,520102');
    expect(detail.cardSuffix).toBe('1111');
  });

  it('shows field errors against the inputs when the card is invalid', async () => {
    const session = await getPaymentControl(client, { clientPolicyNumber: '52000201', ClientPortalLoginId: loginId });
    const { host, element } = mount(
      `<sandbox-card-capture api-url="${session.apiUrl}" auth-token="${session.authToken}"></sandbox-card-capture>`,
    );
    expect(await element.submit()).toBe(false);
    const number = getByLabelText(host, 'Card number');
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(number.getAttribute('aria-describedby')!)?.textContent).toBe('Enter a valid card number');
    expect(getByRole(host, 'status').textContent).toBe('Please check the details entered');
  });

  it('takes the card number in four parts when configured, sends the quote id, and declines the test card', async () => {
    const session = await getPaymentControl(client, { clientPolicyNumber: '52000201', ClientPortalLoginId: loginId });
    const { host, element } = mount(
      `<sandbox-card-capture client-id="700002" quote-id="${session.quoteID}" auth-token="${session.authToken}" environment="production" api-url="${session.apiUrl}" region="AU" show-card-in-parts passthrough="520101"></sandbox-card-capture>`,
    );
    const user = userEvent.setup();
    const group = getByRole(host, 'group', { name: 'Card number' });
    await user.type(getByLabelText(group, 'Card number digits 1 to 4'), '4000000000000002');
    expect((getByLabelText(group, 'Card number digits 13 to 16') as HTMLInputElement).value).toBe('0002');
    await user.type(getByLabelText(host, 'Name on card'), 'Liam Nguyen');
    await user.type(getByLabelText(host, 'Expiry month (MM)'), '12');
    await user.type(getByLabelText(host, 'Expiry year (YY)'), '39');
    await user.type(getByLabelText(host, 'Security code (CVC)'), '123');
    const failed = new Promise<Record<string, unknown>>((resolve) =>
      element.addEventListener('sandbox-gateway-error', (e) => resolve((e as CustomEvent<Record<string, unknown>>).detail), { once: true }),
    );
    expect(await element.submit()).toBe(false);
    expect((await failed).status).toBe(402);
    expect(getByRole(host, 'status').textContent).toBe('The card was declined');
  });

  it('refuses a quote id that is not the session’s', async () => {
    const session = await getPaymentControl(client, { clientPolicyNumber: '52000201', ClientPortalLoginId: loginId });
    const { host, element } = mount(
      `<sandbox-card-capture quote-id="Q-00000000" auth-token="${session.authToken}" api-url="${session.apiUrl}"></sandbox-card-capture>`,
    );
    await fillCard(host);
    expect(await element.submit()).toBe(false);
    expect(getByRole(host, 'status').textContent).toBe('Unknown quote');
  });
});

describe('hosted payment registration (provider 1)', () => {
  const start = () =>
    validateAndGetTokens(client, {
      policyNumber: '52000202',
      firstName: 'liam',
      surName: 'nguyen',
      dob: '1975-09-30',
      ClientPortalLoginId: loginId,
    });

  it('registers a bank account and returns with action=databasesaved and accountType=DD', async () => {
    const p = await start();
    const { host, element, completed } = mount(
      `<sandbox-payment-registration api-url="${p.PaymentGatewayAPIURL}" auth-token="${p.PaymentGatewayAccessToken}" account-type="DD" region="AU" action-url="https://portal.example/update/payment/52000202"></sandbox-payment-registration>`,
    );
    const user = userEvent.setup();
    await user.type(getByLabelText(host, 'Account name'), 'L NGUYEN');
    await user.type(getByLabelText(host, 'BSB'), '062000');
    await user.type(getByLabelText(host, 'Account number'), '11223344');
    await element.submit();
    const params = new URL((await completed).returnUrl!).searchParams;
    expect([params.get('action'), params.get('accountType'), params.get('cd_crn')?.startsWith('CRN')]).toEqual([
      'databasesaved',
      'DD',
      true,
    ]);
    expect(params.get('token')).toMatch(/^reg-/);
  });

  it('registers a card and returns with accountType=CC (renamed from CREDIT_CARD)', async () => {
    const p = await start();
    const { host, element, completed } = mount(
      `<sandbox-payment-registration api-url="${p.PaymentGatewayAPIURL}" auth-token="${p.PaymentGatewayAccessToken}" account-type="CC"></sandbox-payment-registration>`,
    );
    await fillCard(host, '5555555555554444');
    await element.submit();
    const detail = await completed;
    expect(detail.accountType).toBe('CREDIT_CARD');
    expect(new URL(detail.returnUrl!).searchParams.get('accountType')).toBe('CC');
  });
});

describe('bank fields by country (provider 1)', () => {
  it('asks New Zealand for bank, branch, account and suffix, and Canada for transit and institution numbers', async () => {
    const p = await validateAndGetTokens(client, {
      policyNumber: '52000202',
      firstName: 'liam',
      surName: 'nguyen',
      dob: '1975-09-30',
      ClientPortalLoginId: loginId,
    });
    const nz = mount(
      `<sandbox-payment-registration api-url="${p.PaymentGatewayAPIURL}" auth-token="${p.PaymentGatewayAccessToken}" account-type="DD" region="NZ"></sandbox-payment-registration>`,
    );
    for (const label of ['Bank number', 'Branch number', 'Account number', 'Suffix']) expect(getByLabelText(nz.host, label)).toBeTruthy();
    expect(nz.host.querySelector('[name=bsb]')).toBeNull();
    const user = userEvent.setup();
    await user.type(getByLabelText(nz.host, 'Account name'), 'A NGATA');
    await user.type(getByLabelText(nz.host, 'Bank number'), '1');
    expect(await nz.element.submit()).toBe(false);
    expect(getByLabelText(nz.host, 'Bank number').getAttribute('aria-invalid')).toBe('true');
    const ca = mount(
      `<sandbox-payment-registration api-url="${p.PaymentGatewayAPIURL}" auth-token="${p.PaymentGatewayAccessToken}" account-type="DD" region="CA"></sandbox-payment-registration>`,
    );
    await user.type(getByLabelText(ca.host, 'Account name'), 'C TREMBLAY');
    await user.type(getByLabelText(ca.host, 'Transit number'), '12345');
    await user.type(getByLabelText(ca.host, 'Institution number'), '003');
    await user.type(getByLabelText(ca.host, 'Account number'), '1234567');
    await ca.element.submit();
    expect(new URL((await ca.completed).returnUrl!).searchParams.get('accountType')).toBe('DD');
  });
});

describe('the sandbox’s names, from their one source', () => {
  it('defines both tags and dispatches the configured ready event once its fields are shown', async () => {
    const { cardCapture, registration } = SANDBOX_GATEWAY_COMPONENTS;
    expect(customElements.get(cardCapture.tag)).toBeDefined();
    expect(customElements.get(registration.tag)).toBeDefined();
    const element = document.createElement(registration.tag);
    element.setAttribute(registration.attributes.accountType, 'DD');
    element.setAttribute(registration.attributes.region, 'NZ');
    const ready = new Promise<void>((resolve) => element.addEventListener(registration.events.ready, () => resolve(), { once: true }));
    document.body.appendChild(element);
    await ready;
    expect(getByLabelText(element, 'Suffix')).toBeTruthy();
  });
});
