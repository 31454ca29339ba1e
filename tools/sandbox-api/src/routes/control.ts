import { z } from 'zod';
import type { SandboxContext, SandboxHono } from '../context.ts';
import { errorResponse, isoTime, readBody } from '../http.ts';
import { personas } from '../fixtures/personas.ts';
import { sandboxPage, type LiveCode } from '../pages/sandbox-page.ts';
import { currentCode } from '../state/auth.ts';
import { addFault } from '../state/faults.ts';
import { telemetryLogOf } from '../state/telemetry.ts';
import { telemetrySection } from './telemetry.ts';

const faultBody = z
  .object({
    route: z.string().min(1),
    status: z.number().int().min(200).max(599).optional(),
    latencyMs: z.number().int().min(0).max(120_000).optional(),
    mode: z.enum(['status', 'drop', 'malformed', 'answer', 'reshape']).optional(),
    customMessage: z.string().min(1).optional(),
    body: z.string().optional(),
    contentType: z.string().min(1).optional(),
    reshape: z
      .object({
        drop: z.array(z.string().min(1)).optional(),
        nullify: z.array(z.string().min(1)).optional(),
        rename: z.record(z.string().min(1), z.string().min(1)).optional(),
        recase: z.enum(['camel', 'pascal', 'lower', 'upper']).optional(),
        wrap: z.string().min(1).optional(),
      })
      .strict()
      .optional(),
    times: z.number().int().min(1).optional(),
  })
  .refine((f) => f.mode !== undefined || f.status !== undefined || f.latencyMs !== undefined, 'give status, mode or latencyMs')
  .refine((f) => f.mode !== 'reshape' || f.reshape !== undefined || f.status !== undefined, 'a reshape needs reshape or status');

/** Test and demo controls under /__sandbox (never affected by faults). */
export const controlRoutes = (app: SandboxHono, ctx: SandboxContext): void => {
  const { store } = ctx;
  const liveCodes = (): LiveCode[] =>
    [...store.logins.values()].flatMap((login) => {
      const code = currentCode(ctx, login);
      return code
        ? [
            {
              personaId: login.personaId,
              loginId: login.id,
              code,
              sentAt: isoTime(login.lastSentAt),
              expiresAt: isoTime(login.codeExpiresAt),
            },
          ]
        : [];
    });

  app.get('/__sandbox', (c) => c.html(sandboxPage(liveCodes(), telemetrySection(telemetryLogOf(ctx)))));
  app.get('/__sandbox/personas', (c) => c.json(personas));

  app.get('/__sandbox/otp/:customerLoginId', (c) => {
    const login = store.logins.get(c.req.param('customerLoginId'));
    if (!login || login.used) return errorResponse(404, 'No code for this login');
    return c.json({ code: login.code, expiresAt: isoTime(login.codeExpiresAt) });
  });

  app.get('/__sandbox/faults', (c) => c.json(store.faults));
  app.post('/__sandbox/faults', async (c) => c.json(addFault(store.faults, await readBody(c, faultBody)), 201));
  app.delete('/__sandbox/faults', (c) => {
    store.faults.length = 0;
    return c.body(null, 204);
  });

  app.post('/__sandbox/reset', (c) => {
    store.reset();
    return c.body(null, 204);
  });
};
