import { apiPaths } from '@portal/core-api';
import { z } from 'zod';
import type { SandboxContext, SandboxHono } from '../context.ts';
import { readBody } from '../http.ts';
import { ownPolicy, requireSession } from '../middleware/require-session.ts';

export const policyRoutes = (app: SandboxHono, ctx: SandboxContext): void => {
  app.post(apiPaths.getPolicyDetail, requireSession(ctx), async (c) => {
    const body = await readBody(c, z.object({ PolicyNumber: z.string(), ClientPortalLoginId: z.string() }));
    return c.json(ownPolicy(c, body.ClientPortalLoginId, body.PolicyNumber).policy.detail);
  });
};
