import { apiPaths } from '@portal/core-api/contract';
import type { SandboxContext, SandboxHono } from '../context.ts';
import { errorResponse, readContractBody } from '../http.ts';
import { ownLogin, ownPolicy, requireSession } from '../middleware/require-session.ts';
import { findPolicy, randomId, type PolicyState, type Registration } from '../state/store.ts';
import { PUBLISHABLE_KEY } from './stripe-api.ts';
import { gatewayAuthToken } from './paynow.ts';
import { gatewayBaseOf, STRIPE_JS_ORIGIN, vendorUrlOf } from '../vendor-hosts.ts';
import type { PaymentFormPayload, UpdateResult } from '../wire.ts';

const applyRegistration = (policy: PolicyState, registration: Registration): void => {
  const summary = policy.detail.PolicySummary;
  const cleared = {
    CreditCardNumberSuffix: null,
    CreditCardNumber: null,
    CCExpiry: null,
    BankAccountName: null,
    BankAccountBsb: null,
    BankAccountNumber: null,
  };
  if (registration.kind === 'CC' && registration.card) {
    const { suffix, expiry } = registration.card;
    policy.detail.PolicySummary = {
      ...summary,
      ...cleared,
      CreditCardNumberSuffix: suffix,
      CreditCardNumber: `************${suffix}`,
      CCExpiry: expiry,
    };
    policy.detail.PaymentMethod = { PaymentMethodId: 1, Description: 'Credit Card' };
  } else if (registration.bank) {
    const { name, bsb, number } = registration.bank;
    policy.detail.PolicySummary = { ...summary, ...cleared, BankAccountName: name, BankAccountBsb: bsb, BankAccountNumber: number };
    policy.detail.PaymentMethod = { PaymentMethodId: 2, Description: 'Direct Debit' };
  }
};

/** Which registration the returned query parameters name (spec section 4, "Update payment"). */
const registrationKey = (q: Record<string, string>): string | undefined => {
  if (q.setup_intent) return q.redirect_status === 'succeeded' ? q.setup_intent : undefined;
  if (q.accountType === 'DD') return q.action === 'databasesaved' ? q.token : undefined;
  if (q.accountType === 'CC') return q.token;
  return undefined;
};

export const paymentUpdateRoutes = (app: SandboxHono, ctx: SandboxContext): void => {
  const { store, options } = ctx;
  const auth = requireSession(ctx);

  app.post(apiPaths.validateAndGetTokens, auth, async (c) => {
    const body = await readContractBody(c, apiPaths.validateAndGetTokens);
    const { persona, policy } = ownPolicy(c, body.ClientPortalLoginId, body.policyNumber);
    if (policy.detail.PolicyStatus.PolicyStatusId >= 50) return errorResponse(400, 'Policy is not active');
    if (policy.detail.PaymentMethod.PaymentMethodId === 3) return errorResponse(400, 'Cheque payers cannot change payment details online');
    const owner = policy.detail.Owner;
    const same = (a: string, b: string | null | undefined) => a.trim().toLowerCase() === (b ?? '').trim().toLowerCase();
    const provider2 = persona.cardProvider === 2;
    // Provider 2 (Stripe's SetupIntent flow): the access token is the setup intent's client secret.
    const accessToken = provider2 ? `${randomId('seti_').replace(/-/g, '')}_secret_${randomId().replace(/-/g, '')}` : randomId('gw-');
    store.grants.set(accessToken, { personaId: persona.login.id, policyNumber: body.policyNumber, purpose: 'update' });
    const base = gatewayBaseOf(c, options);
    const payload: PaymentFormPayload = {
      ClientID: String(persona.customer.ClientId),
      QuoteID: `Q-${body.policyNumber}`,
      ClientValid: same(body.firstName, owner.FirstName) && same(body.surName, owner.Lastname) && body.dob === owner.BirthDate,
      EvolveUpdatePaymentDetailsToken: randomId('evu-'),
      PaymentGatewayAuthToken: gatewayAuthToken(accessToken),
      PaymentGatewayAPIURL: `${base}/gateway/api`,
      PaymentGatewayAPIEnvironment: 'sandbox',
      GfsWebComponentsUrl: `${base}/gateway/registration.js`,
      UseCustomFormAPI: provider2,
      CustomFormAPIURL: vendorUrlOf(c, options, STRIPE_JS_ORIGIN, '/v3/'),
      CustomFormAPIPublishableKey: PUBLISHABLE_KEY,
    };
    return c.json(payload);
  });

  app.post(apiPaths.processAfterRedirect, auth, async (c) => {
    const body = await readContractBody(c, apiPaths.processAfterRedirect);
    const persona = ownLogin(c, body.ClientPortalLoginId);
    const key = registrationKey(body.QueryStrings);
    const registration = key ? store.registrations.get(key) : undefined;
    const policy = registration && registration.personaId === persona.login.id ? findPolicy(persona, registration.policyNumber) : undefined;
    if (!registration || !policy) {
      const failed: UpdateResult = { IsSuccess: false, SuccessMessage: null };
      return c.json(failed);
    }
    // Idempotent: a repeated call (a reload, a cancelled earlier attempt) sees the same success.
    applyRegistration(policy, registration);
    const result: UpdateResult = { IsSuccess: true, SuccessMessage: 'Your payment details have been updated' };
    return c.json(result);
  });
};
