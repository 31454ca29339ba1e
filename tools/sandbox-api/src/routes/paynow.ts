import { apiPaths } from '@portal/core-api/contract';
import type { SandboxContext, SandboxHono } from '../context.ts';
import { errorResponse, readContractBody, readContractQuery } from '../http.ts';
import { ownPolicy, requireSession } from '../middleware/require-session.ts';
import { debtsPaidBy, realtimeAnswer, recordPayment } from '../state/payments.ts';
import { randomId } from '../state/store.ts';
import { gatewayBaseOf } from '../vendor-hosts.ts';
import type { PaymentControl, Receipt, Schemas } from '../wire.ts';

/** The gateway's auth token: a JSON string holding access_token, as the real gateway issues it. */
export const gatewayAuthToken = (accessToken: string): string =>
  JSON.stringify({ access_token: accessToken, token_type: 'Bearer', expires_in: 900 });

export const paynowRoutes = (app: SandboxHono, ctx: SandboxContext): void => {
  const { store, options } = ctx;
  const auth = requireSession(ctx);

  app.get(apiPaths.getRealtimePayments, auth, (c) => {
    const q = readContractQuery(c, apiPaths.getRealtimePayments);
    const { policy } = ownPolicy(c, q.ClientPortalLoginId, q.clientPolicyNumber);
    return realtimeAnswer(policy, options.now(), options.pendingClearMs);
  });

  app.get(apiPaths.getMissedRegularCollections, auth, (c) => {
    const q = readContractQuery(c, apiPaths.getMissedRegularCollections);
    const { policy } = ownPolicy(c, q.clientPortalLoginId, q.clientPolicyNumber);
    const inRange = (date: string) =>
      (!q.calculationStartDate || date >= q.calculationStartDate) && (!q.calculationEndDate || date <= q.calculationEndDate);
    return c.json({
      MissedRegularCollectionsList: policy.missed.filter((m) => inRange(m.RegularCollectionDate)),
    } satisfies Schemas['MissedRegularCollections']);
  });

  app.get(apiPaths.getOutstandingPaymentOverrides, auth, (c) => {
    const q = readContractQuery(c, apiPaths.getOutstandingPaymentOverrides);
    const { policy } = ownPolicy(c, q.clientPortalLoginId, q.clientPolicyNumber);
    return c.json({ OutstandingPaymentOverridesList: policy.overrides } satisfies Schemas['PaymentOverrides']);
  });

  app.get(apiPaths.getPaymentControl, auth, (c) => {
    const q = readContractQuery(c, apiPaths.getPaymentControl);
    const { persona, policy } = ownPolicy(c, q.ClientPortalLoginId, q.clientPolicyNumber);
    if (policy.detail.PolicyStatus.PolicyStatusId >= 50) return errorResponse(400, 'Policy is not active');
    const accessToken = randomId('gw-');
    store.grants.set(accessToken, { personaId: persona.login.id, policyNumber: q.clientPolicyNumber, purpose: 'paynow' });
    const base = gatewayBaseOf(c, options);
    const answer: PaymentControl = {
      QuoteID: `Q-${q.clientPolicyNumber}`,
      PaymentGatewayAPIURL: `${base}/gateway/api`,
      GfsWebComponentsUrl: `${base}/gateway/card-capture.js`,
      PaymentGatewayAuthToken: gatewayAuthToken(accessToken),
      ClientIpAddress: '127.0.0.1',
    };
    return c.json(answer);
  });

  app.post(apiPaths.completeCollection, auth, async (c) => {
    const body = await readContractBody(c, apiPaths.completeCollection);
    const { persona, policy } = ownPolicy(c, body.ClientPortalLoginId, body.ClientPolicyNumber);
    const transaction = store.transactions.get(body.TransactionIdentifier);
    if (!transaction || transaction.personaId !== persona.login.id || transaction.policyNumber !== body.ClientPolicyNumber) {
      return errorResponse(400, 'Unknown TransactionIdentifier');
    }
    if (transaction.receipt) return c.json(transaction.receipt);
    const paid = debtsPaidBy(policy, body.Payments);
    if (typeof paid === 'string') return errorResponse(400, paid);
    // The receipt's amount is the server's own: the debts' amounts, summed in cents, whatever the body says.
    const amount = paid.reduce((sum, d) => sum + d.cents, 0) / 100;
    store.counters.receipt += 1;
    const reference = { ReceiptReference: `RCPT-${store.counters.receipt}`, Amount: amount, PolicyNumber: body.ClientPolicyNumber };
    // A literal policy's receipt: no card details (section 7 lists them, never says they are filled).
    const receipt: Receipt = policy.literal
      ? { ...reference, CardScheme: null, CardSuffix: null }
      : {
          ...reference,
          CardHolderName: transaction.cardHolderName,
          CardScheme: transaction.cardScheme,
          CardSuffix: transaction.cardSuffix,
        };
    transaction.receipt = receipt;
    recordPayment(policy, paid, options.now() + options.pendingClearMs);
    return c.json(receipt);
  });
};
