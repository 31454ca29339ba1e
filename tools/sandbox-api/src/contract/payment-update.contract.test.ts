import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { getPolicyDetail, processAfterRedirect, validateAndGetTokens } from '@portal/core-api';
import { CARD_PROVIDER_2_BRANDS } from '../fixtures/seed.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSetupIntent, registerPaymentMethod, testCard } from '../testing/gateway.ts';
import { startHarness, type Harness, type Session } from '../testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const start = (s: Session, policyNumber: string, owner: { firstName: string; surName: string; dob: string }) =>
  validateAndGetTokens(s.client, { policyNumber, ...owner, ClientPortalLoginId: s.loginId });
const mary = { firstName: 'mary-jane', surName: "o'neil", dob: '1980-04-12' };

describe('ValidateAndGetTokens', () => {
  it('returns the payment form payload with gateway URLs on the sandbox, /api stripped by the client', async () => {
    const s = await h.login('au-family');
    const payload = await start(s, '51000101', mary);
    expect(payload).toMatchObject({
      ClientID: '700001',
      ClientValid: true,
      PaymentGatewayAPIURL: `${h.url}/gateway`,
      GfsWebComponentsUrl: `${h.url}/gateway/registration.js`,
      UseCustomFormAPI: false,
      CustomFormAPIURL: `${h.url}/__vendor/js.stripe.com/v3/`,
    });
    expect(payload.PaymentGatewayAccessToken).toMatch(/^gw-/);
    expect((await fetch(payload.GfsWebComponentsUrl)).status).toBe(200);
    expect((await fetch(payload.CustomFormAPIURL ?? '')).headers.get('content-type')).toMatch(/^application\/javascript/);
  });

  it('marks the client invalid when the owner details do not match, and refuses cheque payers (400)', async () => {
    const s = await h.login('au-family');
    expect((await start(s, '51000101', { ...mary, dob: '1981-01-01' })).ClientValid).toBe(false);
    await expect(start(s, '51000103', mary)).rejects.toMatchObject({ httpStatus: 400 });
  });
});

describe('card provider by brand', () => {
  it('follows each brand’s regional configuration (creditCardProvider 2: UseCustomFormAPI, a setup intent secret)', async () => {
    const brands = resolve(import.meta.dirname, '../../../../brands');
    const provider2 = readdirSync(brands)
      .flatMap((slug) => {
        try {
          return JSON.parse(readFileSync(resolve(brands, slug, 'regional-config.json'), 'utf8')) as {
            brandId: number;
            creditCardProvider: number;
          }[];
        } catch {
          return [];
        }
      })
      .filter((entry) => entry.creditCardProvider === 2)
      .map((entry) => entry.brandId);
    expect([...CARD_PROVIDER_2_BRANDS].sort()).toEqual([...new Set(provider2)].sort());
    const s = await h.login('nz-single');
    const payload = await start(s, '54000801', { firstName: 'aroha', surName: 'ngata', dob: '1988-03-14' });
    expect(payload.UseCustomFormAPI).toBe(true);
    expect(payload.PaymentGatewayAccessToken).toMatch(/^seti_[^_]+_secret_[^_]+$/);
  });
});

describe('ProcessAfterRedirect', () => {
  it('saves a direct debit returned with action=databasesaved and accountType=DD', async () => {
    const s = await h.login('au-family');
    const payload = await start(s, '51000101', mary);
    const registered = await registerPaymentMethod(payload.PaymentGatewayAPIURL, payload.PaymentGatewayAccessToken, {
      accountType: 'DD',
      region: 'AU',
      accountName: 'M J ONEIL',
      bsb: '062-111',
      accountNumber: '98765432',
    });
    expect(registered.status).toBe(201);
    const QueryStrings = { token: registered.body.token!, action: 'databasesaved', accountType: 'DD', cd_crn: registered.body.cd_crn! };
    expect(await processAfterRedirect(s.client, { ClientPortalLoginId: s.loginId, QueryStrings })).toEqual({
      IsSuccess: true,
      SuccessMessage: 'Your payment details have been updated',
    });
    const detail = await getPolicyDetail(s.client, { PolicyNumber: '51000101', ClientPortalLoginId: s.loginId });
    expect(detail.PaymentMethod.PaymentMethodId).toBe(2);
    expect(detail.PolicySummary).toMatchObject({ BankAccountNumber: '98765432', BankAccountBsb: '062-111', CreditCardNumberSuffix: null });
  });

  it('saves a card returned by provider 1 with accountType=CC (the gateway says CREDIT_CARD)', async () => {
    const s = await h.login('au-overdue');
    const payload = await start(s, '52000202', { firstName: 'LIAM', surName: 'NGUYEN', dob: '1975-09-30' });
    const registered = await registerPaymentMethod(payload.PaymentGatewayAPIURL, payload.PaymentGatewayAccessToken, {
      accountType: 'CC',
      ...testCard,
      cardNumber: '5105105105105100',
    });
    expect(registered.body.accountType).toBe('CREDIT_CARD');
    const QueryStrings = { token: registered.body.token!, accountType: 'CC', cd_crn: registered.body.cd_crn! };
    expect((await processAfterRedirect(s.client, { ClientPortalLoginId: s.loginId, QueryStrings })).IsSuccess).toBe(true);
    const detail = await getPolicyDetail(s.client, { PolicyNumber: '52000202', ClientPortalLoginId: s.loginId });
    expect(detail.PolicySummary).toMatchObject({ CreditCardNumberSuffix: '5100', CCExpiry: '12-39' });
  });

  it('saves a card returned by provider 2 with setup_intent and redirect_status=succeeded', async () => {
    const s = await h.login('ca-multi');
    const payload = await start(s, '56001003', { firstName: 'Chloé', surName: 'Tremblay', dob: '1983-08-22' });
    expect(payload.UseCustomFormAPI).toBe(true);
    const intent = await createSetupIntent(payload.CustomFormAPIURL!, payload.PaymentGatewayAccessToken);
    const QueryStrings = {
      setup_intent: intent.body.id!,
      setup_intent_client_secret: intent.body.client_secret!,
      redirect_status: 'succeeded',
      action: 'registered',
    };
    expect((await processAfterRedirect(s.client, { ClientPortalLoginId: s.loginId, QueryStrings })).IsSuccess).toBe(true);
    const detail = await getPolicyDetail(s.client, { PolicyNumber: '56001003', ClientPortalLoginId: s.loginId });
    expect(detail.PaymentMethod).toEqual({ PaymentMethodId: 1, Description: 'Credit Card' });
  });

  it('reports IsSuccess false for unknown or unsuccessful returns', async () => {
    const s = await h.login('au-family');
    const failed = { IsSuccess: false, SuccessMessage: null };
    const returns: Record<string, string>[] = [
      { token: 'reg-unknown', accountType: 'CC' },
      { setup_intent: 'seti_x', redirect_status: 'failed' },
      {},
    ];
    for (const QueryStrings of returns) {
      expect(await processAfterRedirect(s.client, { ClientPortalLoginId: s.loginId, QueryStrings })).toEqual(failed);
    }
  });
});
