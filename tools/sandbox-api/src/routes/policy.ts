import { apiPaths } from '@portal/core-api/contract';
import type { SandboxContext, SandboxHono } from '../context.ts';
import { readContractBody } from '../http.ts';
import { ownPolicy, requireSession } from '../middleware/require-session.ts';
import type { Schemas } from '../wire.ts';

export const policyRoutes = (app: SandboxHono, ctx: SandboxContext): void => {
  app.post(apiPaths.getPolicyDetail, requireSession(ctx), async (c) => {
    const body = await readContractBody(c, apiPaths.getPolicyDetail);
    return c.json(ownPolicy(c, body.ClientPortalLoginId, body.PolicyNumber).policy.detail satisfies Schemas['PolicyDetail']);
  });
};
