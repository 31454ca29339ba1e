import { apiPaths } from '@portal/core-api/contract';
import type { SandboxContext, SandboxHono } from '../context.ts';
import { errorResponse, isoTime, readContractBody } from '../http.ts';
import type { Schemas } from '../wire.ts';
import { requireSession } from '../middleware/require-session.ts';
import { checkCode, issueCode, LOGIN_WINDOW_MS, matchPersona, startLogin } from '../state/auth.ts';

export const accountRoutes = (app: SandboxHono, ctx: SandboxContext): void => {
  const { store, options } = ctx;

  app.post(apiPaths.customerLogin, async (c) => {
    const body = await readContractBody(c, apiPaths.customerLogin);
    const persona = matchPersona(ctx, { ...body, countryId: Number(c.req.header('CountryId')) });
    if (!persona) return errorResponse(404, 'Login credentials verification failed');
    if (persona.locked) return errorResponse(403, 'Account locked');
    const login = startLogin(ctx, persona);
    // The real API answers a JSON string: the portal strips the quotes.
    return c.body(JSON.stringify(login.id), 200, { 'Content-Type': 'application/json' });
  });

  app.post(apiPaths.validateOtp, async (c) => {
    const body = await readContractBody(c, apiPaths.validateOtp);
    const result = checkCode(ctx, body.customerportalloginid, body.securitycode);
    return result.status === 200 ? c.json(result.token) : errorResponse(result.status, result.message);
  });

  app.post(apiPaths.resendOtp, async (c) => {
    const { CustomerPortalLoginId } = await readContractBody(c, apiPaths.resendOtp);
    const login = store.logins.get(CustomerPortalLoginId);
    const persona = login && store.personas.get(login.personaId);
    if (!login || !persona || login.used) return errorResponse(404, 'Unknown login');
    if (persona.locked) return errorResponse(403, 'Account locked');
    const now = options.now();
    if (now - login.startedAt >= LOGIN_WINDOW_MS) return errorResponse(419, 'Login expired, please log in again');
    if (now - login.lastSentAt < options.resendWaitMs) return errorResponse(429, 'A code was sent less than 30 seconds ago');
    issueCode(ctx, login, persona);
    // The answer's shape is not shown (section 7): an empty body, so a client that guessed a shape would fail.
    return c.body(null, 200);
  });

  app.post(apiPaths.refreshToken, requireSession(ctx), (c) => {
    const session = c.get('session');
    session.expiresAt = options.now() + options.tokenTtlMs;
    return c.json({ SecurityToken: session.token, ExpiresAt: isoTime(session.expiresAt) } satisfies Schemas['SecurityTokenResponse']);
  });

  app.post(apiPaths.logout, requireSession(ctx), (c) => {
    store.sessions.delete(c.get('session').token);
    // The answer's shape is not shown (section 7): JSON unlike any guess.
    return c.json({ result: 'signed-out', at: isoTime(options.now()) });
  });
};
