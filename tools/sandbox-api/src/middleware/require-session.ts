import type { Context, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { errorResponse } from '../http.ts';
import { findPolicy, type PersonaState, type PolicyState } from '../state/store.ts';

/** Calls that need a bearer: a missing, unknown, revoked or expired token is a 401. */
export const requireSession =
  ({ store, options }: SandboxContext): MiddlewareHandler<SandboxEnv> =>
  async (c, next) => {
    const match = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '');
    const token = match?.[1];
    if (!token) return errorResponse(401, 'Missing bearer token');
    const session = store.sessions.get(token);
    if (!session) return errorResponse(401, 'Invalid or revoked token');
    if (options.now() >= session.expiresAt) {
      store.sessions.delete(token);
      return errorResponse(401, 'Token expired');
    }
    const persona = store.personas.get(session.personaId);
    if (!persona) return errorResponse(401, 'Unknown customer');
    c.set('session', session);
    c.set('persona', persona);
    return next();
  };

/** The ClientPortalLoginId a call names must be the session's own login. */
export const sameLogin = (sessionLoginId: string, given: string | undefined): boolean => given === sessionLoginId;

/** An answer a guard gives instead of the route's: thrown, and answered as it is by the app (app.onError). */
const refusal = (status: 401 | 404, message: string) => new HTTPException(status, { res: errorResponse(status, message) });

/**
 * The one ownership guard of the routes behind requireSession: the ClientPortalLoginId a call names must be the
 * session's own login (else 401 'Login does not match'). Gives the signed-in persona.
 */
export const ownLogin = (c: Context<SandboxEnv>, given: string | undefined): PersonaState => {
  if (!sameLogin(c.get('session').loginId, given)) throw refusal(401, 'Login does not match');
  return c.get('persona');
};

/** The guard for a policy's calls: the login as ownLogin checks it, and the policy must be that persona's (another
 * customer's policy, like an unknown one, is a 404 'Policy not found'). */
export const ownPolicy = (
  c: Context<SandboxEnv>,
  given: string | undefined,
  policyNumber: string,
): { persona: PersonaState; policy: PolicyState } => {
  const persona = ownLogin(c, given);
  const policy = findPolicy(persona, policyNumber);
  if (!policy) throw refusal(404, 'Policy not found');
  return { persona, policy };
};
