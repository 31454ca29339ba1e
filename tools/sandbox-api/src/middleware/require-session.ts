import type { MiddlewareHandler } from 'hono';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { errorResponse } from '../http.ts';

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
