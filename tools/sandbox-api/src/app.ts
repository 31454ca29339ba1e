import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import type { SandboxContext, SandboxEnv, SandboxHono } from './context.ts';
import { BadRequest, errorResponse } from './http.ts';
import { faultMiddleware } from './middleware/faults.ts';
import { requireHeaders } from './middleware/require-headers.ts';
import { resolveOptions, type SandboxOptions } from './options.ts';
import { accountRoutes } from './routes/account.ts';
import { addressRoutes } from './routes/address.ts';
import { botCheckRoutes } from './routes/bot-check.ts';
import { controlRoutes } from './routes/control.ts';
import { customerRoutes } from './routes/customer.ts';
import { documentRoutes } from './routes/documents.ts';
import { featureRoutes } from './routes/features.ts';
import { gatewayRoutes } from './routes/gateway.ts';
import { paymentUpdateRoutes } from './routes/payment-update.ts';
import { paynowRoutes } from './routes/paynow.ts';
import { policyRoutes } from './routes/policy.ts';
import { COLLECTOR_LOGS_PATH, collectorCors, telemetryRoutes } from './routes/telemetry.ts';
import { vendorRoutes } from './routes/vendors.ts';
import { isDroppedConnection } from './state/faults.ts';
import { createStore } from './state/store.ts';

type NodeBindings = { incoming?: { socket?: { destroy: () => void } } } | undefined;

/**
 * The sandbox insurer API as one Fetch-standard Hono app, hosted by the Node server, MSW (Node and browser) or
 * anything else that can call app.fetch(request). State is in memory, seeded at start and by POST /__sandbox/reset.
 */
export const createSandboxApp = (options: SandboxOptions = {}): SandboxHono => {
  const resolved = resolveOptions(options);
  const ctx: SandboxContext = { store: createStore(resolved), options: resolved };
  const app: SandboxHono = new Hono<SandboxEnv>();

  app.use(COLLECTOR_LOGS_PATH, collectorCors);
  app.use(
    '*',
    cors({
      origin: (origin) => origin || '*',
      allowHeaders: ['Authorization', 'Content-Type', 'CountryId', 'Request-Source', 'Accept'],
      maxAge: 600,
    }),
  );
  app.use('*', faultMiddleware(ctx));
  app.use('/api/*', requireHeaders);

  accountRoutes(app, ctx);
  customerRoutes(app, ctx);
  addressRoutes(app, ctx);
  documentRoutes(app, ctx);
  policyRoutes(app, ctx);
  paynowRoutes(app, ctx);
  paymentUpdateRoutes(app, ctx);
  featureRoutes(app, ctx);
  botCheckRoutes(app);
  gatewayRoutes(app, ctx);
  vendorRoutes(app, ctx);
  controlRoutes(app, ctx);
  telemetryRoutes(app, ctx);

  app.notFound((c) => errorResponse(404, `No sandbox route for ${c.req.method} ${c.req.path}`));
  app.onError((error, c) => {
    if (isDroppedConnection(error)) {
      const socket = (c.env as NodeBindings)?.incoming?.socket;
      if (!socket) throw error; // fetch hosting: the caller sees a rejected fetch, i.e. a network error
      socket.destroy();
      return new Response(null, { status: 500 }); // never reaches the client
    }
    if (error instanceof BadRequest) return errorResponse(400, error.message);
    if (error instanceof HTTPException) return error.getResponse(); // a guard's refusal (middleware/require-session.ts)
    resolved.log(`[sandbox] error on ${c.req.method} ${c.req.path}: ${String(error)}`);
    return errorResponse(500, 'Sandbox internal error');
  });
  return app;
};
