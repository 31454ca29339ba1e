import type { Context } from 'hono';
import { z } from 'zod';
import type { SandboxContext, SandboxHono } from '../context.ts';
import { errorResponse, readBody } from '../http.ts';
import { browserScript } from '../scripts/browser-scripts.ts';
import { cardScheme, checkBank, checkCard, DECLINED_CARD, storedBank, toCCExpiry } from '../state/card-check.ts';
import { randomId, type GatewayGrant } from '../state/store.ts';

const card = z.object({
  cardNumber: z.string(),
  cardHolderName: z.string(),
  expiryMonth: z.string(),
  expiryYear: z.string(),
  cvc: z.string(),
});
const optional = z.string().nullable().optional();
const bank = z.object({
  accountName: z.string(),
  accountNumber: z.string(),
  region: z.string(),
  bsb: optional,
  bankCode: optional,
  branchCode: optional,
  suffix: optional,
  transitNumber: optional,
  institutionNumber: optional,
});
const registration = z.discriminatedUnion('accountType', [
  card.extend({ accountType: z.literal('CC') }),
  bank.extend({ accountType: z.literal('DD') }),
]);

const javascript = (c: Context, source: string) =>
  c.body(source, 200, { 'Content-Type': 'application/javascript; charset=utf-8', 'Cache-Control': 'no-store' });

/** The hosted payment components and their tiny gateway API (never bundled into the portal). */
export const gatewayRoutes = (app: SandboxHono, { store, options }: SandboxContext): void => {
  const grantOf = (c: Context, purpose: GatewayGrant['purpose']): GatewayGrant | undefined => {
    const token = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1];
    const grant = token ? store.grants.get(token) : undefined;
    return grant?.purpose === purpose ? grant : undefined;
  };
  const invalid = (c: Context, errors: Record<string, string>) => c.json({ message: 'Please check the details entered', errors }, 422);

  app.get('/gateway/card-capture.js', async (c) => javascript(c, await browserScript('card-capture')));
  app.get('/gateway/registration.js', async (c) => javascript(c, await browserScript('registration')));

  app.post('/gateway/api/v1/transactions', async (c) => {
    const grant = grantOf(c, 'paynow');
    if (!grant) return errorResponse(401, 'Invalid gateway token');
    const body = await readBody(c, card.extend({ quoteId: z.string().optional(), clientId: z.string().optional() }));
    // The quote the session was issued for (getpaymentcontrol's QuoteID), when the component sends one.
    if (body.quoteId !== undefined && body.quoteId !== `Q-${grant.policyNumber}`) return c.json({ message: 'Unknown quote' }, 400);
    const errors = checkCard(body, options.now());
    if (Object.keys(errors).length > 0) return invalid(c, errors);
    const digits = body.cardNumber.replace(/[\s-]/g, '');
    if (digits === DECLINED_CARD) return c.json({ message: 'The card was declined' }, 402);
    const id = randomId('TXN-');
    const scheme = cardScheme(digits) ?? 'Visa';
    store.transactions.set(id, {
      id,
      personaId: grant.personaId,
      policyNumber: grant.policyNumber,
      cardHolderName: body.cardHolderName.trim(),
      cardScheme: scheme,
      cardSuffix: digits.slice(-4),
      receipt: null,
    });
    return c.json({ transactionIdentifier: id, cardScheme: scheme, cardSuffix: digits.slice(-4) }, 201);
  });

  app.post('/gateway/api/v1/registrations', async (c) => {
    const grant = grantOf(c, 'update');
    if (!grant) return errorResponse(401, 'Invalid gateway token');
    const body = await readBody(c, registration);
    const errors = body.accountType === 'CC' ? checkCard(body, options.now()) : checkBank(body);
    if (Object.keys(errors).length > 0) return invalid(c, errors);
    if (body.accountType === 'CC' && body.cardNumber.replace(/[\s-]/g, '') === DECLINED_CARD)
      return c.json({ message: 'The card was declined' }, 402);
    const token = randomId('reg-');
    const cd_crn = `CRN${String(store.registrations.size + 1).padStart(8, '0')}`;
    const base = { id: token, personaId: grant.personaId, policyNumber: grant.policyNumber };
    if (body.accountType === 'CC') {
      const digits = body.cardNumber.replace(/[\s-]/g, '');
      store.registrations.set(token, {
        ...base,
        kind: 'CC',
        card: { suffix: digits.slice(-4), expiry: toCCExpiry(body.expiryMonth, body.expiryYear) },
      });
      return c.json({ token, accountType: 'CREDIT_CARD', cd_crn }, 201);
    }
    store.registrations.set(token, { ...base, kind: 'DD', bank: storedBank(body) });
    return c.json({ token, accountType: 'DD', action: 'databasesaved', cd_crn }, 201);
  });
};
