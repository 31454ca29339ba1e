import { apiPaths } from '@portal/core-api/contract';
import type { SandboxContext, SandboxHono } from '../context.ts';
import { errorResponse, readContractBody, readContractQuery } from '../http.ts';
import { ownLogin, requireSession } from '../middleware/require-session.ts';
import type { Schemas } from '../wire.ts';

export const featureRoutes = (app: SandboxHono, ctx: SandboxContext): void => {
  const auth = requireSession(ctx);

  app.get(apiPaths.getFeatures, auth, (c) => {
    const { clientPortalLoginId } = readContractQuery(c, apiPaths.getFeatures);
    const persona = ownLogin(c, clientPortalLoginId);
    return c.json(persona.features.filter((f) => !persona.hiddenFeatures.has(f.FeatureId)) satisfies Schemas['Features']);
  });

  // Suppress ('Maybe Later') and mark used ('Request a Call') both take the feature out of the customer's list
  // (until reset); mark used also counts a reattempt.
  for (const [path, used] of [
    [apiPaths.suppressFeature, false],
    [apiPaths.markFeatureUsed, true],
  ] as const) {
    app.post(path, auth, async (c) => {
      const body = await readContractBody(c, path);
      const persona = ownLogin(c, body.clientPortalLoginId);
      const feature = persona.features.find((f) => f.FeatureId === body.FeatureId);
      if (!feature) return errorResponse(404, 'Unknown feature');
      if (used) feature.Reattempt = (feature.Reattempt ?? 0) + 1;
      persona.hiddenFeatures.add(feature.FeatureId);
      // The answers' shapes are not shown (section 7): JSON `true` for suppress, an empty 204 for mark used, so a
      // client that guessed a shape would fail.
      return used ? c.body(null, 204) : c.json(true);
    });
  }
};
