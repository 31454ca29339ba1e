import { apiPaths } from '@portal/core-api';
import { z } from 'zod';
import type { SandboxContext, SandboxHono } from '../context.ts';
import { errorResponse, readBody } from '../http.ts';
import { requireSession, sameLogin } from '../middleware/require-session.ts';
import { findPolicy } from '../state/store.ts';

export const policyRoutes = (app: SandboxHono, ctx: SandboxContext): void => {
  app.post(apiPaths.getPolicyDetail, requireSession(ctx), async (c) => {
    const body = await readBody(c, z.object({ PolicyNumber: z.string(), ClientPortalLoginId: z.string() }));
    if (!sameLogin(c.get('session').loginId, body.ClientPortalLoginId)) return errorResponse(401, 'Login does not match');
    const policy = findPolicy(c.get('persona'), body.PolicyNumber);
    return policy ? c.json(policy.detail) : errorResponse(404, 'Policy not found');
  });
};
